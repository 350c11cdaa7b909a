// What the browser gets of the site's messages: only the namespaces its client components translate
// with, per route (tests/unit/i18n/client-namespaces.test.ts checks the lists against the code).
// The help pages' long texts, mails and metadata stay on the server.
//
// The site layout sends the shell's; a route that renders client components needing more wraps its
// content in <PageMessages locale={locale} namespaces={ROUTE_NAMESPACES.x}> (components/i18n), which
// adds them to the shell's. The members' area sends everything public plus its own.
import type { AbstractIntlMessages, Messages } from "next-intl";

export type Namespace = keyof Messages & string;

/**
 * The site frame's client leaves (its menus, language switcher, and on a site that forces sign-in
 * the category strip and tree; the rest of the frame is rendered on the server) and what opens
 * from any page: the contact dialog, the cart drawer (its sign-in and registration forms too),
 * toasts, and the error and not-found views that can replace any page.
 */
export const SHELL_NAMESPACES: readonly Namespace[] = ["auth", "cart", "contact", "errors", "layout", "notFound", "send", "validation"];

/** Each route's own namespaces, beyond the shell's (the key says which route sends them). */
export const ROUTE_NAMESPACES = {
  // app/[site]/[locale]/page.tsx – the home page's blocks (carousels of item cards).
  home: ["blocks", "card"],
  // [itemSlug]/page.tsx – the item: player area, transcript, share, cite, downloads, custom fields.
  item: ["card", "cite", "customFields", "download", "iiifShare", "item", "share", "transcript"],
  // category/[categorySlug]/layout.tsx – sent by the layout so that its not-found view has its texts.
  category: ["card", "catalogue", "categoryNotFound"],
  medias: ["card", "catalogue"],
  search: ["card", "catalogue", "languages", "search"],
  myList: ["myList"],
  subscription: ["checkout", "subscription"],
  checkoutSuccess: ["checkout"],
  testCheckout: ["checkout"],
  // checkout/buyer – the e-mailed link to a buyer's purchases (its form for a new link is the cart's).
  checkoutBuyer: ["checkout"],
  // A page's not-found answer (components/layout/not-found-answer.tsx; the general texts are the shell's).
  notFound: ["categoryNotFound"],
} as const satisfies Record<string, readonly Namespace[]>;

/** Every namespace a public page may send: the members' area reuses the public components. */
export const PUBLIC_CLIENT_NAMESPACES: readonly Namespace[] = [
  ...new Set<Namespace>([...SHELL_NAMESPACES, ...Object.values(ROUTE_NAMESPACES).flat()]),
];

export const ADMIN_NAMESPACES: readonly Namespace[] = ["admin", "editor", "orders"];

/** The namespaces of `messages` that are named. */
export function pickMessages(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const namespace of namespaces) {
    const value = messages[namespace];
    if (value !== undefined) picked[namespace] = value;
  }
  return picked;
}
