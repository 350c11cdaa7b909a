import type { ReactNode } from "react";

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
