"use client";
// The contact form (spec §2, §5): validated with the same schema as the backend. The e-mail is
// checked when it loses focus, the whole form on submit; a server failure is a toast and the
// visitor keeps what they wrote.
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useForm, type FieldError } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { browserApi } from "@/lib/api/browser";
import { sendContact } from "@/lib/api/endpoints";
import { GENERIC_ERROR_MESSAGE, ServerError } from "@/lib/api/errors";
import { contactInputSchema, type ContactInput } from "@/lib/api/schemas";

type FormValues = z.input<typeof contactInputSchema>;
type FieldName = keyof FormValues;
const FIELD_NAMES: readonly FieldName[] = ["email", "first_name", "last_name", "message", "consent"];

const inputClass =
  "block w-full min-h-[44px] rounded-md border border-on-surface/40 bg-background px-3 py-2 text-base " +
  "aria-[invalid=true]:border-red-600 dark:aria-[invalid=true]:border-red-400";
const errorClass = "mt-1 text-sm text-red-700 dark:text-red-300";

export function ContactForm() {
  const t = useTranslations("contact");
  const tSend = useTranslations("send");
  const tErrors = useTranslations("errors");
  const [sent, setSent] = useState(false);
  const [loading, setLoading] = useState(false);
  const successRef = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const {
    register,
    handleSubmit,
    trigger,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, ContactInput>({
    resolver: zodResolver(contactInputSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { email: "", first_name: "", last_name: "", message: "" },
  });

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

  const fieldProps = (name: FieldName) => {
    const error = errors[name];
    return {
      id: `${id}-${name}`,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${id}-${name}-error` : undefined,
      "aria-required": true,
    };
  };
  const errorOf = (name: FieldName): ReactNode => {
    const text = errorText(errors[name]);
    return text ? (
      <p id={`${id}-${name}-error`} className={errorClass}>
        {text}
      </p>
    ) : null;
  };
  const label = (name: FieldName, text: string) => (
    <label htmlFor={`${id}-${name}`} className="mb-1 block text-sm font-medium">
      {text}
    </label>
  );

  return (
    <form noValidate aria-busy={loading} onSubmit={handleSubmit(onValid)} className="flex flex-col gap-4 px-6 py-4">
      <p className="text-sm text-muted">{t("allRequired")}</p>
      <div>
        {label("email", t("email"))}
        <input
          type="email"
          autoComplete="email"
          maxLength={254}
          className={inputClass}
          {...fieldProps("email")}
          {...register("email", {
            onBlur: () => void trigger("email"),
            onChange: () => {
              if (errors.email) void trigger("email");
            },
          })}
        />
        {errorOf("email")}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          {label("first_name", t("firstName"))}
          <input autoComplete="given-name" maxLength={150} className={inputClass} {...fieldProps("first_name")} {...register("first_name")} />
          {errorOf("first_name")}
        </div>
        <div>
          {label("last_name", t("lastName"))}
          <input autoComplete="family-name" maxLength={150} className={inputClass} {...fieldProps("last_name")} {...register("last_name")} />
          {errorOf("last_name")}
        </div>
      </div>
      <div>
        {label("message", t("message"))}
        <textarea rows={6} maxLength={5000} className={`${inputClass} resize-y`} {...fieldProps("message")} {...register("message")} />
        {errorOf("message")}
      </div>
      <div>
        <div className="flex items-start gap-3">
          <input type="checkbox" className="mt-1 h-5 w-5 shrink-0 accent-primary" {...fieldProps("consent")} {...register("consent")} />
          <label htmlFor={`${id}-consent`} className="text-sm">
            {t("consent")}
          </label>
        </div>
        {errorOf("consent")}
      </div>
      <div className="flex justify-end">
        <button
          type="submit"
          disabled={loading}
          className="inline-flex min-h-[44px] items-center rounded-md bg-primary px-6 font-medium text-on-primary hover:bg-primary/90 disabled:opacity-60"
        >
          {loading ? t("sending") : t("submit")}
        </button>
      </div>
    </form>
  );
}
