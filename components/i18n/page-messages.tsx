import "server-only";
import type { AbstractIntlMessages } from "next-intl";
import type { ReactNode } from "react";
import { pickMessages, type Namespace } from "@/lib/i18n/client-messages";
import type { AppLocale } from "@/lib/i18n/routing";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import { MessagesScope } from "./messages-scope";

// The catalogues lib/i18n/request.ts gives next-intl (the same modules, precompiled at build time).
// Read directly rather than with getMessages(): this stays a plain synchronous component, needs no
// request locale (a layout or a not-found view may render apart from the page's readPageParams),
// and renders as is where a page is rendered outside Next (unit tests).
const CATALOGUES: Record<AppLocale, AbstractIntlMessages> = { en, fr };

type Props = { locale: AppLocale; namespaces: readonly Namespace[]; children: ReactNode };

/** Sends the browser a route's own message namespaces (ROUTE_NAMESPACES) on top of the shell's. */
export function PageMessages({ locale, namespaces, children }: Props) {
  return <MessagesScope messages={pickMessages(CATALOGUES[locale], namespaces)}>{children}</MessagesScope>;
}
