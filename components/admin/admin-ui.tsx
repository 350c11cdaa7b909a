// Small pieces shared by the members' views (buttons and fields come from components/ui): loading /
// failed / empty states and the list page built on them.
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
