"use client";
// Login (spec §2, §4, §5): e-mail + password for the 'users' method, only the site password for
// 'password'. Standalone on /auth/login, or embedded (cart drawer) where the parent decides what
// comes next through onSuccess / onRegister.
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { login } from "@/lib/api/auth";
import { browserApi } from "@/lib/api/browser";
import { ServerError } from "@/lib/api/errors";
import { loginInputSchema, type LoginInput, type WebsiteSettings } from "@/lib/api/schemas";
import { safeNextPath } from "@/lib/auth/next-path";
import { Link } from "@/lib/i18n/navigation";
import { alertClass, formClass, headingClass, linkClass, primaryButtonClass, secondaryButtonClass } from "./classes";
import { PasswordField } from "./password-field";
import { failureText } from "./server-error";
import { TextField } from "./text-field";
import { useFieldError } from "./use-field-error";
import { useSignedIn } from "./use-signed-in";

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
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const users = method === "users";
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues, unknown, LoginInput>({
    resolver: zodResolver(users ? usersLoginSchema : loginInputSchema),
    defaultValues: users ? { email: "", password: "" } : { password: "" },
  });

  const onValid = async (values: LoginInput) => {
    setLoading(true);
    setFailure(null);
    try {
      await login(browserApi, users ? { email: values.email, password: values.password } : { password: values.password });
      // Read at submit time rather than with useSearchParams, so the page stays static.
      const next = embedded ? null : safeNextPath(new URLSearchParams(window.location.search).get("next"));
      await signedIn(next);
      onSuccess?.();
    } catch (error) {
      const invalid = error instanceof ServerError && error.type === "invalid_credentials";
      setFailure(invalid ? t("errors.invalidCredentials") : failureText(error, t("errors.generic")));
    } finally {
      setLoading(false);
    }
  };

  const Heading = embedded ? "h2" : "h1";
  return (
    <form noValidate aria-busy={loading} onSubmit={handleSubmit(onValid)} className={formClass}>
      <Heading className={headingClass}>{t("login.title")}</Heading>
      {users ? null : <p className="text-sm text-muted">{t("login.passwordIntro")}</p>}
      {users ? (
        <TextField
          label={t("fields.email")}
          type="email"
          autoComplete="email"
          maxLength={254}
          required
          registration={register("email")}
          error={fieldError(errors.email)}
        />
      ) : null}
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
      {failure ? (
        <p role="alert" className={alertClass}>
          {failure}
        </p>
      ) : null}
      <button type="submit" disabled={loading} className={primaryButtonClass}>
        {loading ? t("login.submitting") : t("login.submit")}
      </button>
      {registrationEnabled && users ? (
        <div className="flex flex-col items-center gap-2 border-t border-on-surface/10 pt-4">
          <p className="text-sm text-muted">{t("login.noAccount")}</p>
          {embedded && onRegister ? (
            <button type="button" onClick={onRegister} className={secondaryButtonClass}>
              {t("login.createAccount")}
            </button>
          ) : (
            <Link href="/auth/register" className={secondaryButtonClass}>
              {t("login.createAccount")}
            </Link>
          )}
        </div>
      ) : null}
    </form>
  );
}
