"use client";
// A nested NextIntlClientProvider replaces its parent's messages instead of adding to them, so a
// page's own namespaces are merged here with the ones the site layout already sent (the shell's).
// IntlProvider inherits the parent's time zone, `now`, formats and handlers when they are not
// given; only the locale must be passed again. With precompiled messages each namespace is plain
// JSON (compiled message arrays), so a shallow merge by namespace is enough.
import { NextIntlClientProvider, useLocale, useMessages, type AbstractIntlMessages } from "next-intl";
import { useMemo, type ReactNode } from "react";

type Props = { messages: AbstractIntlMessages; children: ReactNode };

export function MessagesScope({ messages, children }: Props) {
  const locale = useLocale();
  const parent: AbstractIntlMessages = useMessages();
  // Stable between renders, so the translators under it are not rebuilt for nothing.
  const merged = useMemo<AbstractIntlMessages>(() => ({ ...parent, ...messages }), [parent, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
