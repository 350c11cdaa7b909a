"use client";
// Registration (spec §2, §4, §5, §8): validated on submit, the e-mail also when it loses focus.
// Success signs the new user in with the same e-mail and password, then goes home (or, embedded in
// the cart drawer, hands over to onSuccess).
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch, type DefaultValues } from "react-hook-form";
import type { z } from "zod";
import { login, register as registerAccount } from "@/lib/api/auth";
import { browserApi } from "@/lib/api/browser";
import { PASSWORD_MIN_LENGTH, registrationInputSchema, type RegistrationInput } from "@/lib/api/schemas";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { alertClass, formClass, headingClass, linkClass, primaryButtonClass } from "./classes";
import { PasswordField } from "./password-field";
import { RegisterProfileFields } from "./register-profile-fields";
import { failureText, serverFieldError } from "./server-error";
import { TextField } from "./text-field";
import { useFieldError } from "./use-field-error";
import { useSignedIn } from "./use-signed-in";

export type RegisterFormValues = z.input<typeof registrationInputSchema>;

// The profile starts unset: the select shows its placeholder.
const DEFAULTS: DefaultValues<RegisterFormValues> = {
  first_name: "",
  last_name: "",
  email: "",
  password1: "",
  password2: "",
  custom: { birthdate: "", nationality: "", address: "", zipcode: "", city: "", country: "", phone: "", "reason-for-research": "" },
};

export type RegisterFormProps = {
  onSuccess?: () => void;
  onLogin?: () => void;
  /** Inside the cart drawer: no navigation, a smaller heading. */
  embedded?: boolean;
};

export function RegisterForm({ onSuccess, onLogin, embedded = false }: RegisterFormProps) {
  const t = useTranslations("auth");
  const fieldError = useFieldError();
  const signedIn = useSignedIn();
  const router = useRouter();
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RegisterFormValues, unknown, RegistrationInput>({
    resolver: zodResolver(registrationInputSchema),
    mode: "onSubmit",
    defaultValues: DEFAULTS,
  });
  const { register, handleSubmit, trigger, setError, control, formState } = form;
  const { errors } = formState;
  const password1 = useWatch({ control, name: "password1" }) ?? "";
  const password2 = useWatch({ control, name: "password2" }) ?? "";

  const onValid = async (values: RegistrationInput) => {
    setLoading(true);
    setFailure(null);
    try {
      try {
        await registerAccount(browserApi, values);
      } catch (error) {
        const email = serverFieldError(error, "email");
        const password = serverFieldError(error, "password1");
        if (email) setError("email", { type: "server", message: email }, { shouldFocus: true });
        if (password) setError("password1", { type: "server", message: password }, { shouldFocus: !email });
        if (!email && !password) setFailure(failureText(error, t("errors.generic")));
        return;
      }
      try {
        await login(browserApi, { email: values.email, password: values.password1 });
      } catch {
        // The account exists; only the automatic sign-in failed: let the visitor log in by hand.
        if (embedded) onLogin?.();
        else router.push("/auth/login");
        return;
      }
      await signedIn(embedded ? null : "/");
      onSuccess?.();
    } finally {
      setLoading(false);
    }
  };

  const Heading = embedded ? "h2" : "h1";
  return (
    <form noValidate aria-busy={loading} onSubmit={handleSubmit(onValid)} className={formClass}>
      <Heading className={headingClass}>{t("register.title")}</Heading>
      <p className="text-sm text-muted">{t("form.requiredHint")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t("fields.firstName")} autoComplete="given-name" maxLength={150} required registration={register("first_name")} error={fieldError(errors.first_name)} />
        <TextField label={t("fields.lastName")} autoComplete="family-name" maxLength={150} required registration={register("last_name")} error={fieldError(errors.last_name)} />
      </div>
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
      <PasswordField
        label={t("fields.password1")}
        autoComplete="new-password"
        required
        registration={register("password1")}
        error={fieldError(errors.password1)}
        hint={t("form.passwordHint", { min: PASSWORD_MIN_LENGTH })}
        count={password1.length}
      />
      <PasswordField
        label={t("fields.password2")}
        autoComplete="new-password"
        required
        registration={register("password2")}
        error={fieldError(errors.password2)}
        count={password2.length}
      />
      <RegisterProfileFields form={form} />
      {failure ? (
        <p role="alert" className={alertClass}>
          {failure}
        </p>
      ) : null}
      <button type="submit" disabled={loading} className={primaryButtonClass}>
        {loading ? t("register.submitting") : t("register.submit")}
      </button>
      <p className="text-center text-sm">
        {t("register.haveAccount")}{" "}
        {embedded && onLogin ? (
          <button type="button" onClick={onLogin} className={linkClass}>
            {t("register.toLogin")}
          </button>
        ) : (
          <Link href="/auth/login" className={linkClass}>
            {t("register.toLogin")}
          </Link>
        )}
      </p>
    </form>
  );
}
