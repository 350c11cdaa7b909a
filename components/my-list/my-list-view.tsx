"use client";
// My List (spec §2, §6): the signed-in user's items, grouped by where their access stands. Signed-
// out visitors are sent to the login page, which brings them back here.
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { ServerError } from "@/lib/api/errors";
import type { AccessEntry, AccessStatus } from "@/lib/api/schemas";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { AccessCard } from "./access-card";
import { useMyList } from "./use-my-list";

const GROUPS: AccessStatus[] = ["active", "pending", "refused", "expired"];
const LOGIN_TARGET = { pathname: "/auth/login", query: { next: "/my-list" } } as const;

export function MyListView() {
  const t = useTranslations("myList");
  const router = useRouter();
  const { user } = useCurrentUser(true);
  // One "now" for the whole list, so every card counts its time left from the same instant.
  const [now] = useState(() => new Date());
  const { data, error, isLoading, mutate } = useMyList(Boolean(user));
  const signedOut = user === null || (error instanceof ServerError && error.isAuthError);

  useEffect(() => {
    if (signedOut) router.replace(LOGIN_TARGET);
  }, [signedOut, router]);

  if (signedOut || user === undefined || (isLoading && !data)) {
    return (
      <p role="status" className="text-muted">
        {t("loading")}
      </p>
    );
  }
  if (error || !data) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{t("error")}</p>
        <button
          type="button"
          onClick={() => void mutate()}
          className="inline-flex min-h-touch items-center rounded-md border border-primary px-4 font-medium text-primary-text hover:bg-primary/10"
        >
          {t("retry")}
        </button>
      </div>
    );
  }
  if (data.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-md bg-surface p-6">
        <p>{t("empty")}</p>
        <Link href="/search" className="font-medium text-primary-text underline underline-offset-2 hover:no-underline">
          {t("emptyLink")}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-10">
      {GROUPS.map((status) => {
        const entries = data.filter((entry) => entry.access_status === status);
        return entries.length > 0 ? <AccessGroup key={status} status={status} entries={entries} now={now} /> : null;
      })}
    </div>
  );
}

type GroupProps = { status: AccessStatus; entries: AccessEntry[]; now: Date };

function AccessGroup({ status, entries, now }: GroupProps) {
  const t = useTranslations("myList");
  const locale = useLocale();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-light">
        {t(`groups.${status}`)} <span className="text-base text-muted">({entries.length})</span>
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {entries.map((entry) => (
          <li key={entry.uid}>
            <AccessCard entry={entry} locale={locale} now={now} />
          </li>
        ))}
      </ul>
    </section>
  );
}
