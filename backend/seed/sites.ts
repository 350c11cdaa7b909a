// The two demo websites. Between them every setting of spec §3 is exercised:
// light/dark, users/password auth, forced login, registration off, monetization on/off,
// eur/chf, show_legal on/off, share button on/off, auth background set/unset, embeds allowed on a
// few domains / on any site.
import type { Partner, SocialLink, websites } from "../db/schema";
import { DEMO_SITES } from "./demo-accounts";
import { ARCHIVE_LEGAL_EN, ARCHIVE_LEGAL_FR } from "./legal";
import { uuidFor } from "./random";

type WebsiteInsert = typeof websites.$inferInsert;
export type SiteCode = keyof typeof DEMO_SITES;

function socialLinks(handle: string): SocialLink[] {
  return [
    { kind: "youtube", url: `https://youtube.example.org/@${handle}`, label: "YouTube" },
    { kind: "facebook", url: `https://facebook.example.org/${handle}`, label: "Facebook" },
    { kind: "instagram", url: `https://instagram.example.org/${handle}`, label: "Instagram" },
    { kind: "twitter", url: `https://twitter.example.org/${handle}`, label: "X (Twitter)" },
    { kind: "linkedin", url: `https://linkedin.example.org/company/${handle}`, label: "LinkedIn" },
  ];
}

const PARTNERS: Partner[] = [
  { name: "Example Foundation for Memory", url: "https://foundation.example.org/", logo: "/demo/partners/partner-foundation.svg" },
  { name: "Example Research Institute", url: "https://institute.example.org/", logo: "/demo/partners/partner-institute.svg" },
  { name: "Example Cultural Fund", url: "https://culture-fund.example.org/", logo: "/demo/partners/partner-fund.svg" },
];

// The studio reuses the partner logos under other placeholder names.
const STUDIO_PARTNERS: Partner[] = [
  { name: "Example Film Fund", url: "https://film-fund.example.org/", logo: "/demo/partners/partner-fund.svg" },
  { name: "Example Media Lab", url: "https://media-lab.example.org/", logo: "/demo/partners/partner-institute.svg" },
  { name: "Example Arts Council", url: "https://arts.example.org/", logo: "/demo/partners/partner-foundation.svg" },
];

export const ARCHIVE_SITE: WebsiteInsert = {
  uid: uuidFor("site:archive"),
  code: DEMO_SITES.archive.code,
  name: "Testimony Archive",
  hosts: [...DEMO_SITES.archive.hosts],
  isDefault: true,
  logo: "/demo/archive-logo.svg",
  footer: "Testimony Archive is a demonstration website. Every name, place and recording shown here is a placeholder.",
  i18n: {
    fr: {
      name: "Archives des témoignages",
      footer: "Archives des témoignages est un site de démonstration. Tous les noms, lieux et enregistrements présentés ici sont fictifs.",
      legal_html: ARCHIVE_LEGAL_FR,
    },
  },
  colorsTheme: "light",
  colorsPrimary: "#884aff",
  authEnabled: true,
  authForceLogin: false,
  authMethod: "users",
  authUsersRegistrationEnabled: true,
  authBackgroundImage: "/demo/archive-auth-bg.svg",
  sitePasswordHash: null,
  monetizationEnabled: false,
  monetizationCurrency: "eur",
  showLegal: true,
  legalHtml: ARCHIVE_LEGAL_EN,
  optionsShareBtn: true,
  // Its player may be embedded only by these (and its own pages); the studio's by any site. The
  // archive has the share panel, which names them.
  embedAllowedDomains: ["memorial.example.org", "*.example.edu"],
  contactEmail: "contact@archive.example.org",
  donateUrl: "https://donate.example.org/",
  socialLinks: socialLinks("testimony-archive"),
  partners: PARTNERS,
};

export function studioSite(sitePasswordHash: string): WebsiteInsert {
  return {
    uid: uuidFor("site:studio"),
    code: DEMO_SITES.studio.code,
    name: "Studio Channel",
    hosts: [...DEMO_SITES.studio.hosts],
    isDefault: false,
    logo: "/demo/studio-logo.svg",
    footer: "Studio Channel is a demonstration video channel with paid access. All content is placeholder material.",
    i18n: {
      fr: {
        name: "Chaîne Studio",
        footer: "Chaîne Studio est une chaîne vidéo de démonstration à accès payant. Tout le contenu est fictif.",
      },
    },
    colorsTheme: "dark",
    colorsPrimary: "#00b3a4",
    authEnabled: true,
    authForceLogin: true,
    authMethod: "password",
    authUsersRegistrationEnabled: false,
    authBackgroundImage: null,
    sitePasswordHash,
    monetizationEnabled: true,
    monetizationCurrency: "chf",
    showLegal: false,
    legalHtml: null,
    optionsShareBtn: false,
    embedAllowedDomains: [],
    contactEmail: "contact@studio.example.org",
    donateUrl: "https://donate.example.org/studio",
    socialLinks: socialLinks("studio-channel"),
    partners: STUDIO_PARTNERS,
  };
}
