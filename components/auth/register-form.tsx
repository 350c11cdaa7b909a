"use client";
// Registration (spec §2, §4, §5, §8): validated on submit, the e-mail also when it loses focus.
// Success signs the new user in with the same e-mail and password, then goes home (or, embedded in
// the cart drawer, hands over to onSuccess).
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm, type DefaultValues } from "react-hook-form";
import { login, register as registerAccount } from "@/lib/api/auth";
import { browserApi } from "@/lib/api/browser";
import { registrationInputSchema, type RegistrationFormValues, type RegistrationInput } from "@/lib/api/schemas";
import { useRouter } from "@/lib/i18n/navigation";
import { headingClass, linkClass } from "./classes";
import { LiveEmailField } from "@/components/ui/email-field";
import { Form, FormError, SubmitButton } from "@/components/ui/form";
import { SwitchLink } from "./switch-link";
import { PasswordPairFields } from "./password-pair-fields";
import { RegisterProfileFields } from "./register-profile-fields";
import { failureText, serverFieldError } from "./server-error";
import { NameFields } from "./name-fields";
import { useFieldError } from "./use-field-error";
import { useSignedIn } from "./use-signed-in";
import { useSubmission } from "./use-submission";

// The profile starts unset: the select shows its placeholder.
const DEFAULTS: DefaultValues<RegistrationFormValues> = {
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
  const signedIn = useSignedIn();
  const router = useRouter();
  const { loading, failure, setFailure, run } = useSubmission();
  const form = useForm<RegistrationFormValues, unknown, RegistrationInput>({
    resolver: zodResolver(registrationInputSchema),
    mode: "onSubmit",
    defaultValues: DEFAULTS,
  });
  const { handleSubmit, setError } = form;
  const fieldError = useFieldError();

  const onValid = (values: RegistrationInput) =>
    run(async () => {
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
    });

  const Heading = embedded ? "h2" : "h1";
  return (
    <Form busy={loading} onSubmit={handleSubmit(onValid)}>
      <Heading className={headingClass}>{t("register.title")}</Heading>
      <p className="text-sm text-muted">{t("form.requiredHint")}</p>
      <NameFields form={form} />
      <LiveEmailField form={form} label={t("fields.email")} errorText={fieldError} />
      <PasswordPairFields form={form} label={t("fields.password1")} confirmationLabel={t("fields.password2")} confirmationCounter />
      <RegisterProfileFields form={form} />
      <FormError message={failure} />
      <SubmitButton loading={loading} label={t("register.submit")} loadingLabel={t("register.submitting")} />
      <p className="text-center text-sm">
        {t("register.haveAccount")}{" "}
        <SwitchLink href="/auth/login" onClick={embedded ? onLogin : undefined} className={linkClass}>
          {t("register.toLogin")}
        </SwitchLink>
      </p>
    </Form>
  );
}
