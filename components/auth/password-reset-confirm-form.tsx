"use client";
// Password reset, step 2 (spec §2, §5, §8): a new password and its confirmation for the token of
// the mailed link. A missing or refused token shows the invalid-link text with a way to start over.
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { confirmPasswordReset } from "@/lib/api/auth";
import { browserApi } from "@/lib/api/browser";
import { ServerError } from "@/lib/api/errors";
import { PASSWORD_MIN_LENGTH, passwordResetConfirmSchema, type PasswordResetConfirmInput } from "@/lib/api/schemas";
import { Link } from "@/lib/i18n/navigation";
import { alertClass, formClass, headingClass, primaryButtonClass } from "./classes";
import { PasswordField } from "./password-field";
import { failureText, serverFieldError } from "./server-error";
import { useFieldError } from "./use-field-error";

type FormValues = z.input<typeof passwordResetConfirmSchema>;

const isUsableToken = (token: string | null): token is string =>
  token !== null && passwordResetConfirmSchema.shape.token.safeParse(token).success;

export function PasswordResetConfirmForm({ token }: { token: string | null }) {
  const t = useTranslations("auth");
  const fieldError = useFieldError();
  const [loading, setLoading] = useState(false);
  const [state, setState] = useState<"form" | "done" | "invalid">(isUsableToken(token) ? "form" : "invalid");
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<FormValues, unknown, PasswordResetConfirmInput>({
    resolver: zodResolver(passwordResetConfirmSchema),
    defaultValues: { token: token ?? "", password1: "", password2: "" },
  });
  const password1 = useWatch({ control, name: "password1" }) ?? "";

  const onValid = async (values: PasswordResetConfirmInput) => {
    setLoading(true);
    setFailure(null);
    try {
      await confirmPasswordReset(browserApi, values);
      setState("done");
    } catch (error) {
      const password = serverFieldError(error, "password1");
      if (error instanceof ServerError && error.type === "invalid_token") setState("invalid");
      else if (password) setError("password1", { type: "server", message: password }, { shouldFocus: true });
      else setFailure(failureText(error, t("errors.generic")));
    } finally {
      setLoading(false);
    }
  };

  if (state === "invalid") {
    return (
      <div className={formClass}>
        <h1 className={headingClass}>{t("reset2.title")}</h1>
        <p role="alert" className={alertClass}>
          {t("reset2.invalidLink")}
        </p>
        <Link href="/auth/password-reset-1" className={primaryButtonClass}>
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
        <Link href="/auth/login" className={primaryButtonClass}>
          {t("reset2.toLogin")}
        </Link>
      </div>
    );
  }

  return (
    <form noValidate aria-busy={loading} onSubmit={handleSubmit(onValid)} className={formClass}>
      <h1 className={headingClass}>{t("reset2.title")}</h1>
      <input type="hidden" {...register("token")} />
      <PasswordField
        label={t("fields.newPassword")}
        autoComplete="new-password"
        required
        registration={register("password1")}
        error={fieldError(errors.password1)}
        hint={t("form.passwordHint", { min: PASSWORD_MIN_LENGTH })}
        count={password1.length}
      />
      <PasswordField
        label={t("fields.confirmNewPassword")}
        autoComplete="new-password"
        required
        registration={register("password2")}
        error={fieldError(errors.password2)}
      />
      {failure ? (
        <p role="alert" className={alertClass}>
          {failure}
        </p>
      ) : null}
      <button type="submit" disabled={loading} className={primaryButtonClass}>
        {loading ? t("reset2.submitting") : t("reset2.submit")}
      </button>
    </form>
  );
}
