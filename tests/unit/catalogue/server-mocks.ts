// Fakes for rendering the listing pages (async server components) in jsdom: next-intl's server
// API over the real English messages, and notFound() as a throw the test can expect.
import { createTranslator } from "next-intl";
import en from "@/messages/en.json";

type Namespace = keyof typeof en;

/** @public – read by jest.mock factories through require(). */
export const intlServerMock = {
  setRequestLocale: () => {},
  getTranslations: async (arg: Namespace | { locale: string; namespace: Namespace }) =>
    createTranslator({ locale: "en", messages: en, namespace: typeof arg === "string" ? arg : arg.namespace }),
};

export const NOT_FOUND = "NEXT_NOT_FOUND";

/** @public – read by jest.mock factories through require(). */
export const nextNavigationMock = {
  notFound: () => {
    throw new Error(NOT_FOUND);
  },
};
