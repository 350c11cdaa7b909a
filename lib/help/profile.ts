// What the help may say about a site, read from its settings: whether it sells access, how
// visitors sign in, and so which help pages and answers apply to it.
import type { WebsiteSettings } from "@/lib/api/schemas";

export type HelpProfile = {
  /** The site sells items and subscriptions (monetization_enabled). */
  paid: boolean;
  /** Personal accounts, one shared site password, or no sign-in at all. */
  signIn: WebsiteSettings["auth_method"] | "none";
  /** Visitors can create their own account. */
  registration: boolean;
  /** Access requests need a personal account (the backend refuses them from the shared one). */
  requests: boolean;
};

type HelpSettings = Pick<WebsiteSettings, "auth_enabled" | "auth_method" | "auth_users_registration_enabled" | "monetization_enabled">;

export function helpProfile(settings: HelpSettings): HelpProfile {
  const signIn = settings.auth_enabled ? settings.auth_method : "none";
  return {
    paid: settings.monetization_enabled,
    signIn,
    registration: signIn === "users" && settings.auth_users_registration_enabled,
    requests: signIn === "users",
  };
}

// The help pages that only some sites have; every other help page applies to all.
const CONDITIONAL_PAGES: Record<string, (profile: HelpProfile) => boolean> = {
  "/help/tutos/create-account": (profile) => profile.registration,
  "/help/tutos/request": (profile) => profile.requests,
  "/help/tutos/buy": (profile) => profile.paid,
};

/** Whether the help page at `href` applies to a site with this profile (else it is a 404). */
export function helpPageApplies(href: string, profile: HelpProfile): boolean {
  return CONDITIONAL_PAGES[href]?.(profile) ?? true;
}
