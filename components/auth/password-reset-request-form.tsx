"use client";
// Password reset, step 1 (spec §2, §5): the e-mail of the account. The server answers the same
// whether or not the address has an account, so the message says "if an account exists".
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { requestPasswordReset } from "@/lib/api/auth";
import { browserApi } from "@/lib/api/browser";
import { passwordResetRequestSchema } from "@/lib/api/schemas";
import { Link } from "@/lib/i18n/navigation";
import { alertClass, formClass, headingClass, linkClass, primaryButtonClass } from "./classes";
import { failureText } from "./server-error";
import { TextField } from "./text-field";
import { useFieldError } from "./use-field-error";

type FormValues = z.input<typeof passwordResetRequestSchema>;
type Output = z.output<typeof passwordResetRequestSchema>;

export function PasswordResetRequestForm() {
  const t = useTranslations("auth");
  const fieldError = useFieldError();
  const [loading, setLoading] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    trigger,
    control,
    formState: { errors },
  } = useForm<FormValues, unknown, Output>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: "" },
  });
  const email = useWatch({ control, name: "email" }) ?? "";

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const onValid = async ({ email: address }: Output) => {
    setLoading(true);
    setFailure(null);
    try {
      await requestPasswordReset(browserApi, address);
      setSent(true);
    } catch (error) {
      setFailure(failureText(error, t("errors.generic")));
    } finally {
      setLoading(false);
    }
  };

  if (sent) {
    return (
      <div className={formClass} role="status">
        <h1 ref={sentRef} tabIndex={-1} className={headingClass}>
          {t("reset1.successTitle")}
        </h1>
        <p>{t("reset1.success")}</p>
        <Link href="/auth/login" className={linkClass}>
          {t("reset1.backToLogin")}
        </Link>
      </div>
    );
  }

  return (
    <form noValidate aria-busy={loading} onSubmit={handleSubmit(onValid)} className={formClass}>
      <h1 className={headingClass}>{t("reset1.title")}</h1>
      <p className="text-sm text-muted">{t("reset1.intro")}</p>
      <TextField
        label={t("fields.email")}
        type="email"
        autoComplete="email"
        maxLength={254}
        required
        registration={register("email", {
          onBlur: () => void trigger("email"),
          onChange: () => {
            if (errors.email) void trigger("email");
          },
        })}
        error={fieldError(errors.email)}
      />
      {failure ? (
        <p role="alert" className={alertClass}>
          {failure}
        </p>
      ) : null}
      <button type="submit" disabled={loading || email.trim() === ""} className={primaryButtonClass}>
        {loading ? t("reset1.submitting") : t("reset1.submit")}
      </button>
      <p className="text-center text-sm">
        <Link href="/auth/login" className={linkClass}>
          {t("reset1.backToLogin")}
        </Link>
      </p>
    </form>
  );
}
