// The help profiles of the two demo sites (backend/seed/sites.ts), and of a paid site with accounts.
import { helpProfile } from "@/lib/help/profile";

/** Non-profit archive: personal accounts with open registration, access requests, nothing for sale. */
export const ARCHIVE = helpProfile({
  auth_enabled: true,
  auth_method: "users",
  auth_users_registration_enabled: true,
  monetization_enabled: false,
});

/** Paid channel: one shared site password, no registration, items and subscriptions for sale. */
export const STUDIO = helpProfile({
  auth_enabled: true,
  auth_method: "password",
  auth_users_registration_enabled: false,
  monetization_enabled: true,
});

/** A paid site with personal accounts, where registration is by invitation only. */
export const PAID_USERS = helpProfile({
  auth_enabled: true,
  auth_method: "users",
  auth_users_registration_enabled: false,
  monetization_enabled: true,
});
