"use client";
// The requests to review: a filter (pending first by default), then one card per request.
import { useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import type { RequestFilter } from "@/lib/api/admin";
import { EmptyState, ErrorState, LoadingState } from "./admin-ui";
import { RequestCard } from "./request-card";
import { useAdminRequests, useCustomFields } from "./use-admin-data";

const FILTERS: readonly RequestFilter[] = ["pending", "closed", "all"];

export function RequestsView() {
  const t = useTranslations("admin.requests");
  const titleId = useId();
  const [filter, setFilter] = useState<RequestFilter>("pending");
  const { data, error, isValidating, mutate } = useAdminRequests(filter);
  // Users registered by invitation answered the site's custom fields, stored by field uid.
  const { data: fields } = useCustomFields();
  const fieldNames = useMemo(() => new Map((fields ?? []).map((f) => [f.uid, f.name])), [fields]);

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-5">
      <header className="flex flex-col gap-2">
        <h1 id={titleId} className="text-3xl font-light">
          {t("title")}
        </h1>
        <p className="max-w-3xl text-muted">{t("intro")}</p>
      </header>
      <div className="flex flex-wrap items-center gap-3">
        <div role="group" aria-label={t("filterLabel")} className="inline-flex overflow-hidden rounded-md border border-on-surface/30">
          {FILTERS.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
              className="min-h-touch px-4 text-sm font-medium aria-pressed:bg-primary aria-pressed:text-on-primary [&:not(:first-child)]:border-l [&:not(:first-child)]:border-on-surface/30"
            >
              {t(`filters.${value}`)}
            </button>
          ))}
        </div>
        {data ? (
          <p aria-live="polite" className="text-sm text-muted">
            {t("count", { count: data.length })}
          </p>
        ) : null}
      </div>
      {error && !data ? (
        <ErrorState message={t("error")} onRetry={() => void mutate()} />
      ) : !data ? (
        <LoadingState />
      ) : data.length === 0 ? (
        <EmptyState>{t(`empty.${filter}`)}</EmptyState>
      ) : (
        <ul aria-busy={isValidating} className="flex flex-col gap-5">
          {data.map((request) => (
            <li key={request.uid}>
              <RequestCard request={request} fieldNames={fieldNames} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
