import { defineRouting } from "next-intl/routing";

// The single source of locales: English at the root, French under /fr.
export const routing = defineRouting({
  locales: ["en", "fr"],
  defaultLocale: "en",
  localePrefix: "as-needed",
});

export type AppLocale = (typeof routing.locales)[number];

export function isLocale(value: string): value is AppLocale {
  return (routing.locales as readonly string[]).includes(value);
}
