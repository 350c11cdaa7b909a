// The language of an embed page, which has no locale in its URL: framed by one of our own pages,
// that page's language (its path: /fr/… or English at the root); framed elsewhere, the viewer's
// browser language; English by default.
import { routing, type AppLocale } from "../i18n/routing";

type Request = { referer: string | null; host: string | null; acceptLanguage: string | null };

function fromPath(pathname: string): AppLocale {
  const first = pathname.split("/")[1] ?? "";
  return routing.locales.find((locale) => locale === first) ?? routing.defaultLocale;
}

export function embedLocale({ referer, host, acceptLanguage }: Request): AppLocale {
  if (referer && host) {
    try {
      const url = new URL(referer);
      if (url.host === host.split(",")[0]?.trim()) return fromPath(url.pathname);
    } catch {
      // not a URL: ignore it
    }
  }
  const first = (acceptLanguage ?? "").split(",")[0]?.trim().toLowerCase() ?? "";
  return routing.locales.find((locale) => first === locale || first.startsWith(`${locale}-`)) ?? routing.defaultLocale;
}
