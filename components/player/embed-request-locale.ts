import "server-only";
// The embed page's language for the current request (see embed-locale.ts), read once by the
// layout and the pages alike.
import { headers } from "next/headers";
import type { AppLocale } from "@/lib/i18n/routing";
import { embedLocale } from "@/lib/player/embed-locale";

export async function requestEmbedLocale(): Promise<AppLocale> {
  const request = await headers();
  return embedLocale({
    referer: request.get("referer"),
    host: request.get("x-forwarded-host") ?? request.get("host"),
    acceptLanguage: request.get("accept-language"),
  });
}
