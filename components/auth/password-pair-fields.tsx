// A new password (with the length hint and counter) and its confirmation, as the registration,
// invitation and password reset forms ask for them.
import { useTranslations } from "next-intl";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { PASSWORD_MIN_LENGTH } from "@/lib/api/schemas";
import { PasswordField } from "./password-field";
import { useFieldError } from "./use-field-error";

type PasswordPair = { password1: string; password2: string };

type Props<T extends PasswordPair, Output> = {
  form: UseFormReturn<T, unknown, Output>;
  label: string;
  confirmationLabel: string;
  /** Also count the characters of the confirmation. */
  confirmationCounter?: boolean;
};

export function PasswordPairFields<T extends PasswordPair, Output>({
  form,
  label,
  confirmationLabel,
  confirmationCounter = false,
}: Props<T, Output>) {
  // Only the two password fields are used here: see the form as a form of just those.
  const { register, control, formState } = form as unknown as UseFormReturn<PasswordPair>;
  const { errors } = formState;
  const t = useTranslations("auth");
  const fieldError = useFieldError();
  const password1 = useWatch({ control, name: "password1" }) ?? "";
  const password2 = useWatch({ control, name: "password2" }) ?? "";

  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        required
        registration={register("password1")}
        error={fieldError(errors.password1)}
        hint={t("form.passwordHint", { min: PASSWORD_MIN_LENGTH })}
        count={password1.length}
      />
      <PasswordField
        label={confirmationLabel}
        autoComplete="new-password"
        required
        registration={register("password2")}
        error={fieldError(errors.password2)}
        count={confirmationCounter ? password2.length : undefined}
      />
    </>
  );
}
