// A password input with a show/hide toggle, an optional hint and an optional "12 / 128" counter.
import { mdiEye, mdiEyeOff } from "./icons";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { PASSWORD_MAX_LENGTH } from "@/lib/api/schemas";
import { Field, FieldCounter, inputClass, type FieldProps } from "@/components/ui/field";
import { Icon } from "@/components/ui/icon";

type Props = Omit<FieldProps, "aside" | "requiredMark"> & {
  registration: UseFormRegisterReturn;
  autoComplete: "current-password" | "new-password";
  /** Current length; when given, a counter against `max` is shown. */
  count?: number;
  max?: number;
};

export function PasswordField({ label, registration, autoComplete, error, hint, required, count, max = PASSWORD_MAX_LENGTH }: Props) {
  const t = useTranslations("auth.form");
  const [visible, setVisible] = useState(false);
  const counter = count === undefined ? null : <FieldCounter count={count} max={max} testId="password-counter" />;

  return (
    <Field label={label} required={required} error={error} hint={hint} aside={counter}>
      {(a11y) => (
        <div className="relative">
          <input
            type={visible ? "text" : "password"}
            autoComplete={autoComplete}
            maxLength={max}
            className={`${inputClass} pr-12`}
            {...registration}
            {...a11y}
          />
          <button
            type="button"
            aria-label={t("showPassword")}
            aria-pressed={visible}
            aria-controls={a11y.id}
            onClick={() => setVisible((shown) => !shown)}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-muted hover:text-on-surface"
          >
            <Icon path={visible ? mdiEyeOff : mdiEye} size={20} />
          </button>
        </div>
      )}
    </Field>
  );
}
