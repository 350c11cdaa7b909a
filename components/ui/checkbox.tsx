// A checkbox with its label on the right and its error below, wired to react-hook-form.
import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldMessage } from "./field";

type Props = { label: string; registration: UseFormRegisterReturn; error?: string; required?: boolean };

export function Checkbox({ label, registration, error, required }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 h-5 w-5 shrink-0 accent-primary"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required={required ? true : undefined}
          {...registration}
        />
        <label htmlFor={id} className="text-sm">
          {label}
        </label>
      </div>
      {error ? (
        <div className="mt-1 text-sm">
          <FieldMessage id={errorId} error={error} />
        </div>
      ) : null}
    </div>
  );
}
