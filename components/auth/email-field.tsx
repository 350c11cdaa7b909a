"use client";
// The e-mail of an account, as the login, registration and password reset forms ask for it.
import { useTranslations } from "next-intl";
import type { UseFormRegisterReturn, UseFormReturn } from "react-hook-form";
import { TextField } from "@/components/ui/text-field";
import { useFieldError } from "./use-field-error";

type Props = { registration: UseFormRegisterReturn; error?: string };

export function EmailField({ registration, error }: Props) {
  const t = useTranslations("auth");
  return (
    <TextField
      label={t("fields.email")}
      type="email"
      autoComplete="email"
      maxLength={254}
      required
      registration={registration}
      error={error}
    />
  );
}

/** The `email` field of `form`, validated when it loses focus, then on every change while it shows an error. */
export function LiveEmailField<T extends { email: string }, Output>({ form }: { form: UseFormReturn<T, unknown, Output> }) {
  // Only the e-mail is used here: see the form as a form of just that field.
  const { register, trigger, formState } = form as unknown as UseFormReturn<{ email: string }>;
  const { errors } = formState;
  const fieldError = useFieldError();
  return (
    <EmailField
      registration={register("email", {
        onBlur: () => void trigger("email"),
        onChange: () => {
          if (errors.email) void trigger("email");
        },
      })}
      error={fieldError(errors.email)}
    />
  );
}
