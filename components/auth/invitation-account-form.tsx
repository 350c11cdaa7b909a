// The invitation's form (spec §2, §5): names prefilled, e-mail read-only, a password with its
// confirmation, one text input per custom field of the site; validated field by field on blur.
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { login, registerByInvitation } from "@/lib/api/auth";
import { browserApi } from "@/lib/api/browser";
import { invitationRegistrationInputSchema, type Invitation, type InvitationRegistrationInput } from "@/lib/api/schemas";
import { useRouter } from "@/lib/i18n/navigation";
import { headingClass } from "./classes";
import { Form, FormError, SubmitButton } from "@/components/ui/form";
import { PasswordPairFields } from "./password-pair-fields";
import { failureText, serverFieldError } from "./server-error";
import { TextField } from "@/components/ui/text-field";
import { NameFields } from "./name-fields";
import { useFieldError } from "./use-field-error";
import { useSignedIn } from "./use-signed-in";
import { useSubmission } from "./use-submission";

type FormValues = z.input<typeof invitationRegistrationInputSchema>;
type Props = { invitationId: string; invitation: Invitation };

export function InvitationAccountForm({ invitationId, invitation }: Props) {
  const t = useTranslations("auth");
  const fieldError = useFieldError();
  const signedIn = useSignedIn();
  const router = useRouter();
  const { loading, failure, setFailure, run } = useSubmission();
  const form = useForm<FormValues, unknown, InvitationRegistrationInput>({
    resolver: zodResolver(invitationRegistrationInputSchema),
    mode: "onBlur",
    defaultValues: {
      first_name: invitation.first_name,
      last_name: invitation.last_name,
      password1: "",
      password2: "",
      custom_fields: Object.fromEntries(invitation.custom_fields.map((field) => [field.uid, field.value])),
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;

  const onValid = (values: InvitationRegistrationInput) =>
    run(async () => {
      try {
        await registerByInvitation(browserApi, invitationId, values);
      } catch (error) {
        const password = serverFieldError(error, "password1");
        if (password) setError("password1", { type: "server", message: password }, { shouldFocus: true });
        // The e-mail cannot be edited: an "already exists" answer is shown above the button.
        else setFailure(serverFieldError(error, "email") ?? failureText(error, t("errors.generic")));
        return;
      }
      try {
        await login(browserApi, { email: invitation.email, password: values.password1 });
      } catch {
        router.push("/auth/login");
        return;
      }
      await signedIn("/");
    });

  return (
    <Form busy={loading} onSubmit={handleSubmit(onValid)}>
      <h1 className={headingClass}>{t("invitation.title")}</h1>
      <p className="text-sm text-muted">{t("invitation.intro")}</p>
      <p className="text-sm text-muted">{t("form.requiredHint")}</p>
      <NameFields form={form} />
      <TextField label={t("fields.email")} type="email" autoComplete="email" readOnly value={invitation.email} hint={t("form.readOnly")} />
      <PasswordPairFields form={form} label={t("fields.password1")} confirmationLabel={t("fields.password2")} confirmationCounter />
      {invitation.custom_fields.length > 0 ? (
        <fieldset className="flex flex-col gap-4 border-t border-on-surface/10 pt-4">
          <legend className="mb-2 text-sm font-medium">{t("invitation.more")}</legend>
          {invitation.custom_fields.map((field) => (
            <TextField
              key={field.uid}
              label={field.name}
              maxLength={500}
              registration={register(`custom_fields.${field.uid}`)}
              error={fieldError(errors.custom_fields?.[field.uid])}
            />
          ))}
        </fieldset>
      ) : null}
      <FormError message={failure} />
      <SubmitButton loading={loading} label={t("invitation.submit")} loadingLabel={t("invitation.submitting")} />
    </Form>
  );
}
