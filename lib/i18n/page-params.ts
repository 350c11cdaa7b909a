import "server-only";
import { hasLocale } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { routing, type AppLocale } from "./routing";

export type SiteParams = Promise<{ site: string; locale: string }>;

/** Reads a page's site and locale, 404s an unknown locale, and enables static rendering. */
export async function readPageParams(params: SiteParams): Promise<{ site: string; locale: AppLocale }> {
  const { site, locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return { site, locale };
}
