// The `custom` part of the registration form (spec §3): who the visitor is and why they search.
// Birth date, nationality and address are optional; phone, profile and reason are required.
import { useTranslations } from "next-intl";
import type { UseFormReturn } from "react-hook-form";
import { PROFILES, type RegistrationFormValues, type RegistrationInput } from "@/lib/api/schemas";
import { SelectField } from "@/components/ui/select";
import { TextField } from "@/components/ui/text-field";
import { useFieldError } from "./use-field-error";

type Props = { form: UseFormReturn<RegistrationFormValues, unknown, RegistrationInput> };

export function RegisterProfileFields({ form }: Props) {
  const t = useTranslations("auth");
  const fieldError = useFieldError();
  const { register } = form;
  const errors = form.formState.errors.custom;

  return (
    <fieldset className="flex flex-col gap-4 border-t border-on-surface/10 pt-4">
      <legend className="sr-only">{t("register.aboutYou")}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("fields.birthdate")}
          type="date"
          autoComplete="bday"
          registration={register("custom.birthdate")}
          error={fieldError(errors?.birthdate)}
        />
        <TextField
          label={t("fields.nationality")}
          maxLength={150}
          registration={register("custom.nationality")}
          error={fieldError(errors?.nationality)}
        />
      </div>
      <TextField
        label={t("fields.address")}
        // One line: "street-address" is for a multi-line field holding the whole address.
        autoComplete="address-line1"
        maxLength={300}
        registration={register("custom.address")}
        error={fieldError(errors?.address)}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t("fields.zipcode")}
          autoComplete="postal-code"
          maxLength={20}
          registration={register("custom.zipcode")}
          error={fieldError(errors?.zipcode)}
        />
        <TextField
          label={t("fields.city")}
          autoComplete="address-level2"
          maxLength={150}
          registration={register("custom.city")}
          error={fieldError(errors?.city)}
        />
        <TextField
          label={t("fields.country")}
          autoComplete="country-name"
          maxLength={150}
          registration={register("custom.country")}
          error={fieldError(errors?.country)}
        />
      </div>
      <TextField
        label={t("fields.phone")}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={30}
        required
        registration={register("custom.phone")}
        error={fieldError(errors?.phone)}
      />
      <SelectField
        label={t("fields.profile")}
        required
        error={fieldError(errors?.profile)}
        placeholder={t("profiles.placeholder")}
        options={PROFILES.map((profile) => ({ value: profile, label: t(`profiles.${profile}`) }))}
        registration={register("custom.profile")}
      />
      <TextField
        label={t("fields.reason")}
        rows={4}
        maxLength={2000}
        required
        registration={register("custom.reason-for-research")}
        error={fieldError(errors?.["reason-for-research"])}
      />
    </fieldset>
  );
}
