import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import type { CSSProperties, ReactNode } from "react";
import { fontVariables } from "@/app/fonts/roboto";
import type { AppLocale } from "@/lib/i18n/routing";
import { getSettings } from "@/lib/server/data";
import { themeVariables } from "@/lib/theme";
import type en from "@/messages/en.json";

// The player's own document: a black, chrome-less page meant for an <iframe> on another site
// (those the site's embed_allowed_domains name, or any: proxy.ts sends the frame-ancestors).
// The root layout of the embeds (app/[site]/embed) and of their not-found page (app/[site]/embed-not-found).

// The site's logo is its icon, as on the site's pages (and /favicon.ico leads to it).
export async function embedMetadata(site: string, locale: AppLocale): Promise<Metadata> {
  const settings = await getSettings(site, locale).catch(() => null);
  return { robots: { index: false, follow: true }, icons: settings?.logo ? { icon: settings.logo } : undefined };
}

export async function EmbedFrame({ site, locale, children }: { site: string; locale: AppLocale; children: ReactNode }) {
  const [messages, settings] = await Promise.all([
    import(`../../messages/${locale}.json`).then((m: { default: typeof en }) => m.default),
    getSettings(site, locale),
  ]);
  return (
    <html lang={locale} data-theme="dark" style={{ ...fontVariables, ...themeVariables(settings) } as CSSProperties}>
      <body className="h-dvh overflow-hidden bg-black text-white">
        <NextIntlClientProvider locale={locale} messages={{ player: messages.player }}>
          {/* Named: framed in an item page, it is a second main landmark beside that page's own. */}
          <main aria-label={messages.player.region} className="h-full w-full">
            {children}
          </main>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
