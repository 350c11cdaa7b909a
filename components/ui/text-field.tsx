// A labelled text input (or textarea) wired to react-hook-form's `register`.
import type { InputHTMLAttributes } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Field, FieldCounter, inputClass, type FieldProps } from "./field";

type InputProps = Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "autoComplete" | "maxLength" | "readOnly" | "inputMode">;

type Props = InputProps &
  Omit<FieldProps, "aside"> & {
    /** What `register(name)` returned; absent for a display-only (read-only) value. */
    registration?: UseFormRegisterReturn;
    /** Value of a display-only field. */
    value?: string;
    /** Rows of a textarea; without it the field is a one-line input. */
    rows?: number;
    /** Current length; when given, a counter against `maxLength` is shown. */
    count?: number;
  };

export function TextField({ label, registration, value, error, hint, required, requiredMark, rows, count, ...input }: Props) {
  const counter = count !== undefined && input.maxLength ? <FieldCounter count={count} max={input.maxLength} /> : null;
  return (
    <Field label={label} required={required} requiredMark={requiredMark} error={error} hint={hint} aside={counter}>
      {(a11y) =>
        rows ? (
          <textarea rows={rows} maxLength={input.maxLength} className={`${inputClass} resize-y`} {...a11y} {...registration} />
        ) : (
          <input type="text" className={inputClass} {...input} {...(registration ?? { value })} {...a11y} />
        )
      }
    </Field>
  );
}
