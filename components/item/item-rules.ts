// Spec §2 "Item page" rules, kept apart from the markup so each one is tested on its own.
import type { Item, WebsiteSettings } from "@/lib/api/schemas";

/** Descriptions above 70 + 50 words are cut at 70 words, with a see more/less toggle. */
export const DESCRIPTION_WORDS = 70;
export const DESCRIPTION_SLACK = 50;
/** Tags shown before the see more toggle. */
export const VISIBLE_TAGS = 4;
/** Related items: per page of the large-screen grid, and in the small-screen slider. */
export const RELATED_PER_PAGE = 2;
export const RELATED_LIMIT = 8;

/** What covers the thumbnail when the viewer may not play the item. */
export type Overlay = { kind: "private" } | { kind: "on_demand" } | { kind: "paying"; subscribe: boolean; buy: boolean } | { kind: "none" };

type OverlaySubject = Pick<Item, "visibility_type" | "monetization_enabled" | "plans" | "prices">;

export function overlayFor(item: OverlaySubject, siteMonetization: boolean): Overlay {
  if (siteMonetization && item.monetization_enabled) {
    return { kind: "paying", subscribe: item.plans.length > 0, buy: item.prices.length > 0 };
  }
  if (item.visibility_type === "private") return { kind: "private" };
  if (item.visibility_type === "on_demand") return { kind: "on_demand" };
  return { kind: "none" };
}

/** Seconds of the item: a media's own, or the sum of a playlist's medias. */
export function itemDuration(item: Pick<Item, "content_object_type" | "content_object">): number {
  const content = item.content_object;
  return item.content_object_type === "playlist" ? (content.medias_duration ?? content.duration ?? 0) : (content.duration ?? 0);
}

export function canDownload(item: Pick<Item, "is_content_downloadable" | "has_access">): boolean {
  return item.is_content_downloadable && item.has_access;
}

/**
 * Whether anyone at all may play the item, signed in or not: what the cached page, the same for
 * every visitor, may hold of its content (its transcript). The anonymous view says so, unless the
 * site lets only signed-in visitors in.
 */
export function playableByAnyone(
  item: Pick<Item, "has_access">,
  settings: Pick<WebsiteSettings, "auth_enabled" | "auth_force_login">,
): boolean {
  return item.has_access && !(settings.auth_enabled && settings.auth_force_login);
}

export function canShare(optionsShareBtn: boolean, monetized: boolean): boolean {
  return optionsShareBtn && !monetized;
}

/**
 * A description split for the see more toggle: `head` is shown, `rest` only once expanded.
 * Nothing is cut at or below 120 words. The original spacing and line breaks are kept.
 */
export function splitDescription(
  text: string,
  limit = DESCRIPTION_WORDS,
  threshold = DESCRIPTION_WORDS + DESCRIPTION_SLACK,
): { head: string; rest: string } {
  const words = [...text.matchAll(/\S+/g)];
  if (words.length <= threshold) return { head: text.trim(), rest: "" };
  const last = words[limit - 1];
  const cut = last ? (last.index ?? 0) + last[0].length : 0;
  return { head: text.slice(0, cut).trimStart(), rest: text.slice(cut).trimEnd() };
}
