// A react-hook-form form validated by a zod schema (the same schema the backend parses), and the
// pieces every form shares: the form element, the failure of the last submit, the submit button.
import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { useForm, type FieldValues, type UseFormProps } from "react-hook-form";
import type { z } from "zod";
import { buttonClass, type ButtonSize, type ButtonVariant } from "./button";

export function useZodForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, "resolver"> = {},
) {
  return useForm<Input, unknown, Output>({ ...options, resolver: zodResolver(schema) });
}

type FormProps = { busy: boolean; onSubmit: () => void; className?: string; children: ReactNode };

/** The form element itself: no browser validation (the schema speaks), busy while the call runs. */
export function Form({ busy, onSubmit, className = "flex flex-col gap-4", children }: FormProps) {
  return (
    <form noValidate aria-busy={busy} onSubmit={onSubmit} className={className}>
      {children}
    </form>
  );
}

export const alertClass =
  "rounded-md border border-red-600/40 bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200";

/** The failure of the last submit, announced as an alert; nothing when there is none. */
export function FormError({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className={alertClass}>
      {message}
    </p>
  ) : null;
}

type SubmitButtonProps = {
  loading: boolean;
  label: string;
  /** Shown instead of `label` while the call runs; the label stays when absent. */
  loadingLabel?: string;
  /** Disabled for another reason than a running call. */
  disabled?: boolean;
  fullWidth?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
};

export function SubmitButton({
  loading,
  label,
  loadingLabel = label,
  disabled = false,
  fullWidth = true,
  variant,
  size,
}: SubmitButtonProps) {
  return (
    <button type="submit" disabled={loading || disabled} className={buttonClass({ fullWidth, variant, size })}>
      {loading ? loadingLabel : label}
    </button>
  );
}
