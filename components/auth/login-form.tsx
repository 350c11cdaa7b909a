"use client";
// Login (spec §2, §4, §5): e-mail + password for the 'users' method, only the site password for
// 'password' (where members of the organisation may switch to their own e-mail and password). Standalone on /auth/login, or embedded (cart drawer) where the parent decides what
// comes next through onSuccess / onRegister.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { login } from "@/lib/api/auth";
import { browserApi } from "@/lib/api/browser";
import { ServerError } from "@/lib/api/errors";
import { loginInputSchema, type LoginInput, type WebsiteSettings } from "@/lib/api/schemas";
import { safeNextPath } from "@/lib/auth/next-path";
import { Link } from "@/lib/i18n/navigation";
import { buttonClass } from "@/components/ui/button";
import { EmailField } from "@/components/ui/email-field";
import { headingClass, linkClass } from "./classes";
import { Form, FormError, SubmitButton } from "@/components/ui/form";
import { SwitchLink } from "./switch-link";
import { PasswordField } from "./password-field";
import { failureText } from "./server-error";
import { useFieldError } from "./use-field-error";
import { useSignedIn } from "./use-signed-in";
import { useSubmission } from "./use-submission";

// The shared schema leaves the e-mail optional (the password method has none); "fields required"
// (spec §5) makes it required for the users method.
const usersLoginSchema = loginInputSchema.superRefine((value, ctx) => {
  if (!value.email) ctx.addIssue({ code: "custom", path: ["email"], message: "required" });
});

type FormValues = z.input<typeof loginInputSchema>;

export type LoginFormProps = {
  method: WebsiteSettings["auth_method"];
  registrationEnabled: boolean;
  onSuccess?: () => void;
  onRegister?: () => void;
  /** Inside another component (cart drawer): no navigation, a smaller heading. */
  embedded?: boolean;
};

export function LoginForm({ method, registrationEnabled, onSuccess, onRegister, embedded = false }: LoginFormProps) {
  const t = useTranslations("auth");
  const fieldError = useFieldError();
  const signedIn = useSignedIn();
  const { loading, failure, setFailure, run } = useSubmission();
  const [asMember, setAsMember] = useState(false);
  const users = method === "users";
  const withEmail = users || asMember;
  const {
    register,
    handleSubmit,
    formState: { errors },
    reset,
  } = useForm<FormValues, unknown, LoginInput>({
    resolver: zodResolver(withEmail ? usersLoginSchema : loginInputSchema),
    defaultValues: withEmail ? { email: "", password: "" } : { password: "" },
  });
  const switchMode = () => {
    setAsMember(!asMember);
    setFailure(null);
    reset({ email: "", password: "" });
  };

  const onValid = (values: LoginInput) =>
    run(async () => {
      try {
        await login(browserApi, withEmail ? { email: values.email, password: values.password } : { password: values.password });
        // Read at submit time rather than with useSearchParams, so the page stays static.
        const next = embedded ? null : safeNextPath(new URLSearchParams(window.location.search).get("next"));
        await signedIn(next);
        onSuccess?.();
      } catch (error) {
        const invalid = error instanceof ServerError && error.type === "invalid_credentials";
        setFailure(invalid ? t("errors.invalidCredentials") : failureText(error, t("errors.generic")));
      }
    });

  const Heading = embedded ? "h2" : "h1";
  return (
    <Form busy={loading} onSubmit={handleSubmit(onValid)}>
      <Heading className={headingClass}>{t("login.title")}</Heading>
      {users ? null : <p className="text-sm text-muted">{t(asMember ? "login.memberIntro" : "login.passwordIntro")}</p>}
      {withEmail ? <EmailField label={t("fields.email")} registration={register("email")} error={fieldError(errors.email)} /> : null}
      <PasswordField
        label={t("fields.password")}
        autoComplete="current-password"
        required
        registration={register("password")}
        error={fieldError(errors.password)}
      />
      {users ? (
        <p className="-mt-2 text-sm">
          <Link href="/auth/password-reset-1" className={linkClass}>
            {t("login.forgot")}
          </Link>
        </p>
      ) : null}
      <FormError message={failure} />
      <SubmitButton loading={loading} label={t("login.submit")} loadingLabel={t("login.submitting")} />
      {users || embedded ? null : (
        <p className="text-center text-sm">
          <button type="button" className={`${linkClass} min-h-touch`} onClick={switchMode}>
            {t(asMember ? "login.siteSwitch" : "login.memberSwitch")}
          </button>
        </p>
      )}
      {registrationEnabled && users ? (
        <div className="flex flex-col items-center gap-2 border-t border-on-surface/10 pt-4">
          <p className="text-sm text-muted">{t("login.noAccount")}</p>
          <SwitchLink
            href="/auth/register"
            onClick={embedded ? onRegister : undefined}
            className={buttonClass({ variant: "secondary", fullWidth: true })}
          >
            {t("login.createAccount")}
          </SwitchLink>
        </div>
      ) : null}
    </Form>
  );
}
