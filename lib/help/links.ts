// The Help entries of spec §2, shared by the top-bar dropdown, the side drawer and the help pages'
// "See also": only the pages that apply to the site (no sign-up tutorial where nobody can sign up).
import { helpPageApplies, type HelpProfile } from "./profile";

export type HelpLabelKey = "faq" | "tutoCreateAccount" | "tutoRequest" | "tutoBuy" | "tutoSearch" | "whatIs" | "terms";

export type HelpLink = { key: HelpLabelKey; href: string };

export const FAQ_LINK: HelpLink = { key: "faq", href: "/help/faq" };

/** The "Tutos" sub-menu, before filtering. */
const TUTORIAL_LINKS: readonly HelpLink[] = [
  { key: "tutoCreateAccount", href: "/help/tutos/create-account" },
  { key: "tutoRequest", href: "/help/tutos/request" },
  { key: "tutoBuy", href: "/help/tutos/buy" },
  { key: "tutoSearch", href: "/help/tutos/search" },
];

/** After the tutorials, in this order. */
export const ABOUT_LINKS: readonly HelpLink[] = [
  { key: "whatIs", href: "/help/what-is-intestimony" },
  { key: "terms", href: "/help/terms" },
];

/** The tutorials of the site's Tutos sub-menu (`helpProfile` reads a profile from the site's settings). */
export function tutorialLinks(profile: HelpProfile): HelpLink[] {
  return TUTORIAL_LINKS.filter((link) => helpPageApplies(link.href, profile));
}

/** Every help page of the site, in menu order. */
export function helpLinks(profile: HelpProfile): HelpLink[] {
  return [FAQ_LINK, ...tutorialLinks(profile), ...ABOUT_LINKS];
}
