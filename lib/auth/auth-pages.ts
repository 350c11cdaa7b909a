import "server-only";
import { notFound } from "next/navigation";
import type { WebsiteSettings } from "../api/schemas";
import { getSettings } from "../server/data";

// Which /auth/ pages a site offers (spec §2, §6): none without authentication; registration and
// password reset only for the 'users' method (a site-wide password has no account to recover);
// open registration only when the site allows it (invitations work regardless).
export type AuthPage = "login" | "register" | "invitation" | "passwordReset";

type AuthSettings = Pick<WebsiteSettings, "auth_enabled" | "auth_method" | "auth_users_registration_enabled">;

export function offersAuthPage(settings: AuthSettings, page: AuthPage): boolean {
  if (!settings.auth_enabled) return false;
  switch (page) {
    case "login":
      return true;
    case "register":
      return settings.auth_method === "users" && settings.auth_users_registration_enabled;
    case "invitation":
    case "passwordReset":
      return settings.auth_method === "users";
  }
}

/** The site's settings for an auth page, or the 404 page when the site does not offer it. */
export async function authPageSettings(site: string, locale: string, page: AuthPage): Promise<WebsiteSettings> {
  const settings = await getSettings(site, locale);
  if (!offersAuthPage(settings, page)) notFound();
  return settings;
}
