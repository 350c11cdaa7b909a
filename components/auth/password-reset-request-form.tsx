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
import { formClass, headingClass, linkClass } from "./classes";
import { LiveEmailField } from "@/components/ui/email-field";
import { Form, FormError, SubmitButton } from "@/components/ui/form";
import { failureText } from "./server-error";
import { useFieldError } from "./use-field-error";
import { useSubmission } from "./use-submission";

type FormValues = z.input<typeof passwordResetRequestSchema>;
type Output = z.output<typeof passwordResetRequestSchema>;

export function PasswordResetRequestForm() {
  const t = useTranslations("auth");
  const { loading, failure, setFailure, run } = useSubmission();
  const [sent, setSent] = useState(false);
  const sentRef = useRef<HTMLHeadingElement>(null);
  const form = useForm<FormValues, unknown, Output>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: "" },
  });
  const fieldError = useFieldError();
  const email = useWatch({ control: form.control, name: "email" }) ?? "";

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const onValid = ({ email: address }: Output) =>
    run(async () => {
      try {
        await requestPasswordReset(browserApi, address);
        setSent(true);
      } catch (error) {
        setFailure(failureText(error, t("errors.generic")));
      }
    });

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
    <Form busy={loading} onSubmit={form.handleSubmit(onValid)}>
      <h1 className={headingClass}>{t("reset1.title")}</h1>
      <p className="text-sm text-muted">{t("reset1.intro")}</p>
      <LiveEmailField form={form} label={t("fields.email")} errorText={fieldError} />
      <FormError message={failure} />
      <SubmitButton loading={loading} disabled={email.trim() === ""} label={t("reset1.submit")} loadingLabel={t("reset1.submitting")} />
      <p className="text-center text-sm">
        <Link href="/auth/login" className={linkClass}>
          {t("reset1.backToLogin")}
        </Link>
      </p>
    </Form>
  );
}
