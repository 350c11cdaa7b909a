// The contact form (spec §2, §5): validated with the same schema as the backend. The e-mail is
// checked when it loses focus, the whole form on submit; a server failure is a toast and the
// visitor keeps what they wrote.
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import type { FieldError } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import type { z } from "zod";
import { Checkbox } from "@/components/ui/checkbox";
import { LiveEmailField } from "@/components/ui/email-field";
import { Form, SubmitButton, useZodForm } from "@/components/ui/form";
import { TextField } from "@/components/ui/text-field";
import { browserApi } from "@/lib/api/browser";
import { sendContact } from "@/lib/api/endpoints";
import { GENERIC_ERROR_MESSAGE, ServerError } from "@/lib/api/errors";
import { contactInputSchema, type ContactInput } from "@/lib/api/schemas";

type FormValues = z.input<typeof contactInputSchema>;
type FieldName = keyof FormValues;
const FIELD_NAMES: readonly FieldName[] = ["email", "first_name", "last_name", "message", "consent"];

export function ContactForm() {
  const t = useTranslations("contact");
  const tSend = useTranslations("send");
  const tErrors = useTranslations("errors");
  const [sent, setSent] = useState(false);
  const [loading, setLoading] = useState(false);
  const successRef = useRef<HTMLHeadingElement>(null);
  const form = useZodForm<FormValues, ContactInput>(contactInputSchema, {
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { email: "", first_name: "", last_name: "", message: "" },
  });
  const { register, handleSubmit, setError, formState } = form;
  const { errors } = formState;

  useEffect(() => {
    if (sent) successRef.current?.focus();
  }, [sent]);

  // Schema messages are keys of the `send` namespace (spec §5: send.required, send.invalidEmail).
  const errorText = (error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    if (error.message === "required" || error.message === "invalidEmail") return tSend(error.message);
    if (error.type === "too_big") return tSend("tooLong");
    return error.message || tSend("required");
  };

  const onValid = async (values: ContactInput) => {
    setLoading(true);
    try {
      await sendContact(browserApi, values);
      setSent(true);
    } catch (error) {
      if (error instanceof ServerError && error.errors) {
        for (const name of FIELD_NAMES) {
          const first = error.errors[name]?.[0];
          if (first) setError(name, { type: "server", message: first });
        }
      }
      const known = error instanceof ServerError && error.message !== GENERIC_ERROR_MESSAGE;
      toast.error(known ? error.message : tErrors("generic"));
    } finally {
      setLoading(false);
    }
  };

  if (sent) {
    return (
      <div className="px-6 py-8">
        <h3 ref={successRef} tabIndex={-1} className="text-lg font-medium">
          {t("successTitle")}
        </h3>
        <p className="mt-2">{t("successMessage")}</p>
      </div>
    );
  }

  // "All fields are required" is said once above the form, so the labels carry no mark.
  return (
    <Form busy={loading} onSubmit={handleSubmit(onValid)} className="flex flex-col gap-4 px-6 py-4">
      <p className="text-sm text-muted">{t("allRequired")}</p>
      <LiveEmailField form={form} label={t("email")} requiredMark={false} errorText={errorText} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("firstName")}
          autoComplete="given-name"
          maxLength={150}
          required
          requiredMark={false}
          registration={register("first_name")}
          error={errorText(errors.first_name)}
        />
        <TextField
          label={t("lastName")}
          autoComplete="family-name"
          maxLength={150}
          required
          requiredMark={false}
          registration={register("last_name")}
          error={errorText(errors.last_name)}
        />
      </div>
      <TextField
        label={t("message")}
        rows={6}
        maxLength={5000}
        required
        requiredMark={false}
        registration={register("message")}
        error={errorText(errors.message)}
      />
      <Checkbox label={t("consent")} required registration={register("consent")} error={errorText(errors.consent)} />
      <div className="flex justify-end">
        <SubmitButton loading={loading} label={t("submit")} loadingLabel={t("sending")} fullWidth={false} />
      </div>
    </Form>
  );
}
