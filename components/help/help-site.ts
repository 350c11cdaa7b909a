// What a help page needs to know about the current site: its name, its address and its profile.
import "server-only";
import { notFound } from "next/navigation";
import { getSettings } from "@/lib/server/data";
import { getSiteName, getSiteUrl } from "@/lib/site/current";
import { helpPageApplies, helpProfile, type HelpProfile } from "@/lib/help/profile";

type HelpSite = { siteName: string; siteUrl: string; profile: HelpProfile };

/** The site's name, URL and help profile; a 404 when the page at `path` does not apply to the site. */
export async function getHelpSite(site: string, locale: string, path: string): Promise<HelpSite> {
  const [settings, siteName, siteUrl] = await Promise.all([getSettings(site, locale), getSiteName(site, locale), getSiteUrl(site)]);
  const profile = helpProfile(settings);
  if (!helpPageApplies(path, profile)) notFound();
  return { siteName, siteUrl, profile };
}
