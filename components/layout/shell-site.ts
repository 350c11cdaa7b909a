// What the frame of every page reads of the site's settings (spec §2), and the ids its parts share.
import type { WebsiteSettings } from "@/lib/api/schemas";

export type ShellSite = Pick<
  WebsiteSettings,
  | "name"
  | "logo"
  | "auth_enabled"
  | "auth_method"
  | "auth_users_registration_enabled"
  | "monetization_enabled"
  | "donate_url"
  | "colors_theme"
>;

/** The side drawer's element, which the top bar's menu button controls (aria-controls). */
export const DRAWER_ID = "site-drawer";
