// Password reset, step 2 (spec §2, §5, §8): a new password and its confirmation for the token of
// the mailed link. A missing or refused token shows the invalid-link text with a way to start over.
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { confirmPasswordReset } from "@/lib/api/auth";
import { browserApi } from "@/lib/api/browser";
import { ServerError } from "@/lib/api/errors";
import { passwordResetConfirmSchema, type PasswordResetConfirmInput } from "@/lib/api/schemas";
import { Link } from "@/lib/i18n/navigation";
import { buttonClass } from "@/components/ui/button";
import { formClass, headingClass } from "./classes";
import { alertClass, Form, FormError, SubmitButton } from "@/components/ui/form";
import { PasswordPairFields } from "./password-pair-fields";
import { failureText, serverFieldError } from "./server-error";
import { useSubmission } from "./use-submission";

type FormValues = z.input<typeof passwordResetConfirmSchema>;

const isUsableToken = (token: string | null): token is string =>
  token !== null && passwordResetConfirmSchema.shape.token.safeParse(token).success;

export function PasswordResetConfirmForm({ token }: { token: string | null }) {
  const t = useTranslations("auth");
  const { loading, failure, setFailure, run } = useSubmission();
  const [state, setState] = useState<"form" | "done" | "invalid">(isUsableToken(token) ? "form" : "invalid");
  const form = useForm<FormValues, unknown, PasswordResetConfirmInput>({
    resolver: zodResolver(passwordResetConfirmSchema),
    defaultValues: { token: token ?? "", password1: "", password2: "" },
  });
  const { register, handleSubmit, setError } = form;

  const onValid = (values: PasswordResetConfirmInput) =>
    run(async () => {
      try {
        await confirmPasswordReset(browserApi, values);
        setState("done");
      } catch (error) {
        const password = serverFieldError(error, "password1");
        if (error instanceof ServerError && error.type === "invalid_token") setState("invalid");
        else if (password) setError("password1", { type: "server", message: password }, { shouldFocus: true });
        else setFailure(failureText(error, t("errors.generic")));
      }
    });

  if (state === "invalid") {
    return (
      <div className={formClass}>
        <h1 className={headingClass}>{t("reset2.title")}</h1>
        <p role="alert" className={alertClass}>
          {t("reset2.invalidLink")}
        </p>
        <Link href="/auth/password-reset-1" className={buttonClass({ fullWidth: true })}>
          {t("reset2.requestNew")}
        </Link>
      </div>
    );
  }
  if (state === "done") {
    return (
      <div className={formClass} role="status">
        <h1 className={headingClass}>{t("reset2.successTitle")}</h1>
        <p>{t("reset2.success")}</p>
        <Link href="/auth/login" className={buttonClass({ fullWidth: true })}>
          {t("reset2.toLogin")}
        </Link>
      </div>
    );
  }

  return (
    <Form busy={loading} onSubmit={handleSubmit(onValid)}>
      <h1 className={headingClass}>{t("reset2.title")}</h1>
      <input type="hidden" {...register("token")} />
      <PasswordPairFields form={form} label={t("fields.newPassword")} confirmationLabel={t("fields.confirmNewPassword")} />
      <FormError message={failure} />
      <SubmitButton loading={loading} label={t("reset2.submit")} loadingLabel={t("reset2.submitting")} />
    </Form>
  );
}
