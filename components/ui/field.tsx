// Label, control, then either the error or the hint: the error replaces the hint (it says the same
// thing more urgently), and the control is described by whichever is shown.
import { useTranslations } from "next-intl";
import { useId, type ReactNode } from "react";

export const inputClass =
  "block w-full min-h-touch rounded-md border border-on-surface/60 bg-background px-3 py-2 text-base " +
  "read-only:bg-surface read-only:text-muted aria-[invalid=true]:border-red-600 dark:aria-[invalid=true]:border-red-400";

export type ControlA11y = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  "aria-required": true | undefined;
};

export type FieldProps = {
  label: string;
  required?: boolean;
  /** Adds " *" after the label of a required field; off where the form says "all fields are required". */
  requiredMark?: boolean;
  error?: string;
  hint?: string;
  /** Shown at the end of the line under the control (a character counter). */
  aside?: ReactNode;
};

type Props = FieldProps & { children: (a11y: ControlA11y) => ReactNode };

export function Field({ label, required, requiredMark = true, error, hint, aside, children }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
        {required && requiredMark ? <span aria-hidden> *</span> : null}
      </label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        "aria-required": required ? true : undefined,
      })}
      {error || hint || aside ? (
        <div className="mt-1 flex items-start justify-between gap-3 text-sm">
          {error ? (
            <FieldMessage id={errorId} error={error} />
          ) : hint ? (
            <p id={hintId} className="text-muted">
              {hint}
            </p>
          ) : (
            <span />
          )}
          {aside}
        </div>
      ) : null}
    </div>
  );
}

export function FieldMessage({ id, error }: { id: string; error: string }) {
  return (
    <p id={id} className="text-red-700 dark:text-red-300">
      {error}
    </p>
  );
}

/** "12 / 128" under a field. */
export function FieldCounter({ count, max, testId = "field-counter" }: { count: number; max: number; testId?: string }) {
  const t = useTranslations("auth.form");
  return (
    <span className="shrink-0 tabular-nums text-muted" data-testid={testId}>
      {t("counter", { count, max })}
    </span>
  );
}
