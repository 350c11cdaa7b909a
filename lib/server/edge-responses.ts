// The few answers the proxy gives itself, before any page renders: no site for this host (421)
// and the content service down (503), as plain pages (plain-page.ts).
import en from "../../messages/en.json";
import fr from "../../messages/fr.json";
import type { AppLocale } from "../i18n/locales";
import { securityHeaders } from "../security-headers";
import { plainPage, PLAIN_PAGE_HEADERS } from "./plain-page";

const MESSAGES = { en: en.errors, fr: fr.errors };

/** Seconds a client should wait before asking again during an outage. */
export const OUTAGE_RETRY_SECONDS = 30;

function headers(extra: Record<string, string>): Headers {
  const out = new Headers({ ...PLAIN_PAGE_HEADERS, ...extra });
  for (const { key, value } of securityHeaders({ dev: process.env.NODE_ENV !== "production", framable: false })) out.set(key, value);
  return out;
}

export function unknownHostResponse(locale: AppLocale): Response {
  const m = MESSAGES[locale];
  return new Response(plainPage(locale, m.unknownHostTitle, m.unknownHostText), { status: 421, headers: headers({}) });
}

export function outageResponse(locale: AppLocale): Response {
  const m = MESSAGES[locale];
  return new Response(plainPage(locale, m.settingsTitle, m.settingsText), {
    status: 503,
    headers: headers({ "retry-after": String(OUTAGE_RETRY_SECONDS) }),
  });
}
