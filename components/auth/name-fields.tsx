// First and last name side by side, as the registration and invitation forms ask for them.
import { useTranslations } from "next-intl";
import type { UseFormReturn } from "react-hook-form";
import { TextField } from "@/components/ui/text-field";
import { useFieldError } from "./use-field-error";

type Names = { first_name: string; last_name: string };

export function NameFields<T extends Names, Output>({ form }: { form: UseFormReturn<T, unknown, Output> }) {
  // Only the two name fields are used here: see the form as a form of just those.
  const { register, formState } = form as unknown as UseFormReturn<Names>;
  const { errors } = formState;
  const t = useTranslations("auth");
  const fieldError = useFieldError();

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t("fields.firstName")}
        autoComplete="given-name"
        maxLength={150}
        required
        registration={register("first_name")}
        error={fieldError(errors.first_name)}
      />
      <TextField
        label={t("fields.lastName")}
        autoComplete="family-name"
        maxLength={150}
        required
        registration={register("last_name")}
        error={fieldError(errors.last_name)}
      />
    </div>
  );
}
