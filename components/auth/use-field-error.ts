"use client";
// Schema messages are keys (lib/api/schemas.ts); this turns a field error into the text to show.
// Errors the server sent (type "server") are already sentences in the visitor's language.
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import type { FieldError } from "react-hook-form";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/lib/api/schemas";

const KEYS = ["required", "invalidEmail", "passwordMismatch", "numeric", "tooLong", "invalidDate"] as const;
type PlainKey = (typeof KEYS)[number];

const isPlainKey = (value: string): value is PlainKey => (KEYS as readonly string[]).includes(value);

export function useFieldError(): (error: FieldError | undefined) => string | undefined {
  const t = useTranslations("validation");
  return useCallback(
    (error) => {
      if (!error) return undefined;
      const message = error.message ?? "";
      if (message === "minPassword") return t("minPassword", { min: PASSWORD_MIN_LENGTH });
      if (message === "maxPassword") return t("maxPassword", { max: PASSWORD_MAX_LENGTH });
      if (isPlainKey(message)) return t(message);
      if (error.type === "server" && message) return message;
      return t("invalid");
    },
    [t],
  );
}
