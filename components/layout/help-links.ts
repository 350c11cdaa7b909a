// The Help entries of spec §2, shared by the top-bar dropdown and the side drawer.

export type HelpLabelKey = "faq" | "tutoCreateAccount" | "tutoRequest" | "tutoSearch" | "whatIs" | "terms";

export type HelpLink = { key: HelpLabelKey; href: string };

export const FAQ_LINK: HelpLink = { key: "faq", href: "/help/faq" };

/** The "Tutos" sub-menu. */
export const TUTORIAL_LINKS: readonly HelpLink[] = [
  { key: "tutoCreateAccount", href: "/help/tutos/create-account" },
  { key: "tutoRequest", href: "/help/tutos/request" },
  { key: "tutoSearch", href: "/help/tutos/search" },
];

/** After the tutorials, in this order. */
export const ABOUT_LINKS: readonly HelpLink[] = [
  { key: "whatIs", href: "/help/what-is-intestimony" },
  { key: "terms", href: "/help/terms" },
];
