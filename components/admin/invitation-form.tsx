// A new invitation: first name, last name, e-mail and one optional input per custom field of the
// site (prefilled on the invitee's registration form). Validated with the backend's own schema.
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { FieldError } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import type { z } from "zod";
import { Form, SubmitButton, useZodForm } from "@/components/ui/form";
import { TextField } from "@/components/ui/text-field";
import { createInvitation, type CreatedInvitation, type CustomField } from "@/lib/api/admin";
import { browserApi } from "@/lib/api/browser";
import { ServerError } from "@/lib/api/errors";
import { invitationCreateSchema } from "@/lib/api/schemas";

type FormInput = z.input<typeof invitationCreateSchema>;
type FormOutput = z.output<typeof invitationCreateSchema>;
type MainField = "first_name" | "last_name" | "email";
const MAIN_FIELDS: readonly MainField[] = ["first_name", "last_name", "email"];
const SCHEMA_MESSAGES = ["required", "invalidEmail", "tooLong"] as const;
type SchemaMessage = (typeof SCHEMA_MESSAGES)[number];
const isSchemaMessage = (message: string): message is SchemaMessage => (SCHEMA_MESSAGES as readonly string[]).includes(message);

type Props = { fields: CustomField[]; onCreated: (invitation: CreatedInvitation) => void };

export function InvitationForm({ fields, onCreated }: Props) {
  const t = useTranslations("admin.invitations");
  const tValidation = useTranslations("validation");
  const [sending, setSending] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useZodForm<FormInput, FormOutput>(invitationCreateSchema, {
    mode: "onTouched",
    defaultValues: { first_name: "", last_name: "", email: "", custom_fields: Object.fromEntries(fields.map((f) => [f.uid, ""])) },
  });

  // Schema messages are keys of the `validation` namespace; the server's own texts are shown as they come.
  const errorText = (error: FieldError | undefined) => {
    if (!error?.message) return error ? tValidation("invalid") : undefined;
    return isSchemaMessage(error.message) ? tValidation(error.message) : error.message;
  };

  const onValid = async (values: FormOutput) => {
    setSending(true);
    try {
      const created = await createInvitation(browserApi, values);
      toast.success(t("created", { email: created.email }));
      reset();
      onCreated(created);
    } catch (error) {
      const fieldErrors = error instanceof ServerError ? error.errors : undefined;
      for (const name of MAIN_FIELDS) {
        const first = fieldErrors?.[name]?.[0];
        if (first) setError(name, { type: "server", message: first });
      }
      // The reasons are shown under their fields; the toast only says it did not work.
      toast.error(t("failed"));
    } finally {
      setSending(false);
    }
  };

  const field = (name: MainField, label: string, type: "text" | "email") => (
    <TextField
      label={label}
      type={type}
      autoComplete="off"
      required
      requiredMark={false}
      registration={register(name)}
      error={errorText(errors[name])}
    />
  );

  return (
    <Form busy={sending} onSubmit={handleSubmit(onValid)}>
      <div className="grid gap-4 sm:grid-cols-2">
        {field("first_name", t("firstName"), "text")}
        {field("last_name", t("lastName"), "text")}
      </div>
      {field("email", t("email"), "email")}
      {fields.length > 0 ? (
        <fieldset className="flex flex-col gap-3 rounded-md border border-on-surface/15 p-4">
          <legend className="px-1 text-sm font-medium">{t("customFields")}</legend>
          {fields.map((custom) => (
            <TextField
              key={custom.uid}
              label={custom.name}
              maxLength={500}
              registration={register(`custom_fields.${custom.uid}`)}
              error={errorText(errors.custom_fields?.[custom.uid])}
            />
          ))}
        </fieldset>
      ) : null}
      <div>
        <SubmitButton loading={sending} label={t("submit")} loadingLabel={t("sending")} size="sm" fullWidth={false} />
      </div>
    </Form>
  );
}
