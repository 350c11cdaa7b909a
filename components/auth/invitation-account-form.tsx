"use client";
// The invitation's form (spec §2, §5): names prefilled, e-mail read-only, a password with its
// confirmation, one text input per custom field of the site; validated field by field on blur.
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { login, registerByInvitation } from "@/lib/api/auth";
import { browserApi } from "@/lib/api/browser";
import {
  invitationRegistrationInputSchema,
  PASSWORD_MIN_LENGTH,
  type Invitation,
  type InvitationRegistrationInput,
} from "@/lib/api/schemas";
import { useRouter } from "@/lib/i18n/navigation";
import { alertClass, formClass, headingClass, primaryButtonClass } from "./classes";
import { PasswordField } from "./password-field";
import { failureText, serverFieldError } from "./server-error";
import { TextField } from "./text-field";
import { useFieldError } from "./use-field-error";
import { useSignedIn } from "./use-signed-in";

type FormValues = z.input<typeof invitationRegistrationInputSchema>;
type Props = { invitationId: string; invitation: Invitation };

export function InvitationAccountForm({ invitationId, invitation }: Props) {
  const t = useTranslations("auth");
  const fieldError = useFieldError();
  const signedIn = useSignedIn();
  const router = useRouter();
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<FormValues, unknown, InvitationRegistrationInput>({
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
  const password1 = useWatch({ control, name: "password1" }) ?? "";
  const password2 = useWatch({ control, name: "password2" }) ?? "";

  const onValid = async (values: InvitationRegistrationInput) => {
    setLoading(true);
    setFailure(null);
    try {
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
    } finally {
      setLoading(false);
    }
  };

  return (
    <form noValidate aria-busy={loading} onSubmit={handleSubmit(onValid)} className={formClass}>
      <h1 className={headingClass}>{t("invitation.title")}</h1>
      <p className="text-sm text-muted">{t("invitation.intro")}</p>
      <p className="text-sm text-muted">{t("form.requiredHint")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t("fields.firstName")} autoComplete="given-name" maxLength={150} required registration={register("first_name")} error={fieldError(errors.first_name)} />
        <TextField label={t("fields.lastName")} autoComplete="family-name" maxLength={150} required registration={register("last_name")} error={fieldError(errors.last_name)} />
      </div>
      <TextField label={t("fields.email")} type="email" autoComplete="email" readOnly value={invitation.email} hint={t("form.readOnly")} />
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
      {failure ? (
        <p role="alert" className={alertClass}>
          {failure}
        </p>
      ) : null}
      <button type="submit" disabled={loading} className={primaryButtonClass}>
        {loading ? t("invitation.submitting") : t("invitation.submit")}
      </button>
    </form>
  );
}
