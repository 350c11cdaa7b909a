import "server-only";
import { getSettings } from "../server/data";
import { siteOrigin } from "./url";

/** The current site's name, for texts that cite it. */
export async function getSiteName(site: string, locale: string): Promise<string> {
  return (await getSettings(site, locale)).name;
}

export async function getSiteUrl(site: string): Promise<string> {
  return siteOrigin(site);
}
