"use client";
// A labelled text input (or textarea) wired to react-hook-form's `register`.
import type { InputHTMLAttributes } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { inputClass } from "./classes";
import { FieldShell } from "./field-shell";

type InputProps = Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "autoComplete" | "maxLength" | "readOnly" | "inputMode">;

type Props = InputProps & {
  label: string;
  /** What `register(name)` returned; absent for a display-only (read-only) value. */
  registration?: UseFormRegisterReturn;
  /** Value of a display-only field. */
  value?: string;
  error?: string;
  hint?: string;
  required?: boolean;
  /** Rows of a textarea; without it the field is a one-line input. */
  rows?: number;
};

export function TextField({ label, registration, value, error, hint, required, rows, ...input }: Props) {
  return (
    <FieldShell label={label} required={required} error={error} hint={hint}>
      {(a11y) =>
        rows ? (
          <textarea rows={rows} maxLength={input.maxLength} className={`${inputClass} resize-y`} {...a11y} {...registration} />
        ) : (
          <input type="text" className={inputClass} {...input} {...(registration ?? { value })} {...a11y} />
        )
      }
    </FieldShell>
  );
}
