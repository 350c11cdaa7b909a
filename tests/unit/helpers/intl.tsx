// Rendering inside NextIntlClientProvider with (a slice of) the real English messages, optionally
// with a fresh SWR cache per render so that no test sees another's data.
import { render, type RenderOptions } from "@testing-library/react";
import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import type { ReactElement, ReactNode } from "react";
import { SWRConfig } from "swr";

export type IntlRender = (ui: ReactElement, options?: RenderOptions) => ReturnType<typeof render>;

/** A `render` whose wrapper provides `messages` in English (and, with `swr`, an isolated SWR cache). */
export function intlRenderer(messages: AbstractIntlMessages, { swr = false }: { swr?: boolean } = {}): IntlRender {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale="en" messages={messages} timeZone="Europe/Paris">
        {swr ? <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig> : children}
      </NextIntlClientProvider>
    );
  }
  return (ui, options) => render(ui, { wrapper: Wrapper, ...options });
}
