// What the browser gets of the site's messages: only the namespaces its client components translate
// with (tests/unit/i18n/client-namespaces.test.ts checks the lists against the code). The help pages'
// long texts, mails and metadata stay on the server; the members' area adds its own namespaces.
import type { AbstractIntlMessages } from "next-intl";

export const CLIENT_NAMESPACES: readonly string[] = [
  "auth",
  "blocks",
  "cart",
  "catalogue",
  "categoryNotFound",
  "checkout",
  "cite",
  "contact",
  "customFields",
  "download",
  "errors",
  "item",
  "languages",
  "layout",
  "myList",
  "notFound",
  "player",
  "search",
  "send",
  "share",
  "subscription",
  "transcript",
  "validation",
];

export const ADMIN_NAMESPACES: readonly string[] = ["admin", "editor", "orders"];

/** The namespaces of `messages` that are named. */
export function pickMessages(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const namespace of namespaces) {
    const value = messages[namespace];
    if (value !== undefined) picked[namespace] = value;
  }
  return picked;
}
