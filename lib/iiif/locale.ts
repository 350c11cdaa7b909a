// The language of a service page: `?lang=` when it names one the site speaks, else the visitor's
// own choice on the site (the language switcher's cookie, sent to the site's own windows only),
// else the browser's first choice among them (Accept-Language), else English.
import { DEFAULT_LOCALE, LOCALES, type AppLocale } from "../i18n/locales";

/** next-intl's cookie (lib/i18n/routing.ts keeps its default name). */
const LOCALE_COOKIE = "NEXT_LOCALE";

const isLocale = (value: string): value is AppLocale => (LOCALES as readonly string[]).includes(value);

type Asking = { nextUrl: URL; headers: Headers; cookies: { get(name: string): { value: string } | undefined } };

export function pageLocale(request: Asking): AppLocale {
  const asked = request.nextUrl.searchParams.get("lang");
  if (asked && isLocale(asked)) return asked;
  const chosen = request.cookies.get(LOCALE_COOKIE)?.value;
  if (chosen && isLocale(chosen)) return chosen;
  for (const part of (request.headers.get("accept-language") ?? "").split(",")) {
    const tag = part.split(";")[0]?.trim().toLowerCase().split("-")[0] ?? "";
    if (isLocale(tag)) return tag;
  }
  return DEFAULT_LOCALE;
}
