import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import type { CSSProperties, ReactNode } from "react";
import { fontVariables } from "@/app/fonts/roboto";
import { requestEmbedLocale } from "@/components/player/embed-request-locale";
import { getSettings } from "@/lib/server/data";
import { themeVariables } from "@/lib/theme";
import type en from "@/messages/en.json";
import "../../globals.css";

type Props = { children: ReactNode; params: Promise<{ site: string }> };

// The site's logo is its icon, as on the site's pages (and /favicon.ico leads to it).
export async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  const { site } = await params;
  const settings = await getSettings(site, await requestEmbedLocale()).catch(() => null);
  return { robots: { index: false, follow: true }, icons: settings?.logo ? { icon: settings.logo } : undefined };
}

// /embed/* – its own root layout: a black, chrome-less page meant for an <iframe> on another site
// (those the site's embed_allowed_domains name, or any: proxy.ts sends the frame-ancestors).
// Rendered per request: what it shows depends on the viewer.
export default async function EmbedLayout({ children, params }: Props) {
  const { site } = await params;
  const locale = await requestEmbedLocale();
  const [messages, settings] = await Promise.all([
    import(`../../../messages/${locale}.json`).then((m: { default: typeof en }) => m.default),
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
