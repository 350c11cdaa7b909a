// The few answers the proxy gives itself, before any page renders: no site for this host (421)
// and the content service down (503). Plain HTML in the visitor's language, never cached.
import en from "../../messages/en.json";
import fr from "../../messages/fr.json";
import type { AppLocale } from "../i18n/locales";
import { securityHeaders } from "../security-headers";

const MESSAGES = { en: en.errors, fr: fr.errors };

/** Seconds a client should wait before asking again during an outage. */
export const OUTAGE_RETRY_SECONDS = 30;

function page(locale: AppLocale, title: string, text: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:20vh auto;padding:0 1.5rem;text-align:center"><h1>${title}</h1><p>${text}</p></body></html>`;
}

function headers(extra: Record<string, string>): Headers {
  const out = new Headers({ "content-type": "text/html; charset=utf-8", "cache-control": "no-store", vary: "Host", ...extra });
  for (const { key, value } of securityHeaders({ dev: process.env.NODE_ENV !== "production", framable: false })) out.set(key, value);
  return out;
}

export function unknownHostResponse(locale: AppLocale): Response {
  const m = MESSAGES[locale];
  return new Response(page(locale, m.unknownHostTitle, m.unknownHostText), { status: 421, headers: headers({}) });
}

export function outageResponse(locale: AppLocale): Response {
  const m = MESSAGES[locale];
  return new Response(page(locale, m.settingsTitle, m.settingsText), {
    status: 503,
    headers: headers({ "retry-after": String(OUTAGE_RETRY_SECONDS) }),
  });
}
