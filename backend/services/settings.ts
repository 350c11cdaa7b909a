// GET /website/ – a site row shaped as spec §3's website settings.
import type { WebsiteSettings } from "../../lib/api/schemas";
import type { Website } from "../context";
import { localized, type Locale } from "./i18n";

export function toSettings(site: Website, locale: Locale): WebsiteSettings {
  return {
    uid: site.uid,
    name: localized(site.i18n, locale, "name", site.name),
    logo: site.logo,
    footer: localized(site.i18n, locale, "footer", site.footer),
    colors_theme: site.colorsTheme === "dark" ? "dark" : "light",
    colors_primary: site.colorsPrimary,
    auth_enabled: site.authEnabled,
    auth_force_login: site.authForceLogin,
    auth_method: site.authMethod === "password" ? "password" : "users",
    auth_users_registration_enabled: site.authUsersRegistrationEnabled,
    auth_background_image: site.authBackgroundImage,
    monetization_enabled: site.monetizationEnabled,
    monetization_currency: site.monetizationCurrency === "chf" ? "chf" : "eur",
    show_legal: site.showLegal,
    home_page: site.homePageId,
    options_share_btn: site.optionsShareBtn,
    donate_url: site.donateUrl,
    social_links: site.socialLinks,
    partners: site.partners,
    embed_allowed_domains: site.embedAllowedDomains,
  };
}
