"use client";
// Label, control, then either the error or the hint: the error replaces the hint (it says the same
// thing more urgently), and the control is described by whichever is shown.
import { useId, type ReactNode } from "react";

export type ControlA11y = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  "aria-required": true | undefined;
};

type Props = {
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  /** Shown at the end of the line under the control (a character counter). */
  aside?: ReactNode;
  children: (a11y: ControlA11y) => ReactNode;
};

export function FieldShell({ label, required, error, hint, aside, children }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
        {required ? <span aria-hidden> *</span> : null}
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
            <p id={errorId} className="text-red-700 dark:text-red-300">
              {error}
            </p>
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
