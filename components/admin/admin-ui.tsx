"use client";
// Small pieces shared by the members' views (buttons and fields come from components/ui): loading /
// failed / empty states and the list page built on them, badges, and dates (in the page's locale and the member's own time zone:
// this content is only ever rendered in their browser).
import { mdiAlertCircleOutline, mdiRefresh } from "@mdi/js";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";

/** A spinner with a text for screen readers (and for everyone, below it). */
export function LoadingState({ label }: { label?: string }) {
  const t = useTranslations("admin");
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-16 text-muted">
      <span aria-hidden className="h-10 w-10 animate-spin rounded-full border-4 border-primary/25 border-t-primary" />
      <span className="text-sm">{label ?? t("loading")}</span>
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useTranslations("admin");
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-md border border-red-600/40 p-4">
      <p className="flex items-center gap-2">
        <Icon path={mdiAlertCircleOutline} className="text-red-700 dark:text-red-300" />
        {message}
      </p>
      <button type="button" className={buttonClass({ variant: "outline", size: "sm" })} onClick={onRetry}>
        <Icon path={mdiRefresh} size={20} />
        {t("retry")}
      </button>
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-md bg-surface px-4 py-8 text-center text-muted">{children}</p>;
}

type ListViewProps<T> = {
  title: string;
  intro: string;
  /** What to say when the list failed to load, and when it is empty. */
  errorText: string;
  emptyText: string;
  /** The SWR answer of the list. */
  list: { data?: T[]; error?: unknown; mutate: () => unknown };
  children: (data: T[]) => ReactNode;
};

/** A members' page showing one list: its title and intro, then loading, failed, empty, or the list. */
export function AdminListView<T>({ title, intro, errorText, emptyText, list, children }: ListViewProps<T>) {
  const { data, error, mutate } = list;
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-light">{title}</h1>
        <p className="max-w-3xl text-muted">{intro}</p>
      </header>
      {error && !data ? (
        <ErrorState message={errorText} onRetry={() => void mutate()} />
      ) : !data ? (
        <LoadingState />
      ) : data.length === 0 ? (
        <EmptyState>{emptyText}</EmptyState>
      ) : (
        children(data)
      )}
    </div>
  );
}

export type BadgeTone = "neutral" | "waiting" | "good" | "bad";

const TONES: Record<BadgeTone, string> = {
  neutral: "bg-on-surface/10 text-on-surface",
  waiting: "bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100",
  good: "bg-green-100 text-green-900 dark:bg-green-900/40 dark:text-green-100",
  bad: "bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100",
};

/** A status pill; the text says the status, the colour only repeats it. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ${TONES[tone]}`}>{children}</span>;
}

export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}

export function formatDay(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(new Date(iso));
}

/** A calendar date typed by the user (YYYY-MM-DD): shown as is when it is not one. */
export function formatCalendarDate(value: string, locale: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${value}T00:00:00Z`));
}
