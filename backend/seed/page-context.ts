// What the page builders need from the seeded catalogue: published item uids to hand-pick and
// category uids by slug.
import type { SeededCategory } from "./categories";
import type { PlannedItem } from "./catalogue";

export type PageContext = {
  /** Published, public medias in catalogue order. */
  publicMedias: string[];
  /** Published, public playlists in catalogue order. */
  publicPlaylists: string[];
  /** Published items of any visibility, newest first. */
  recent: string[];
  /** The uids of these slugs (unknown slugs are dropped). */
  categories: (...slugs: string[]) => string[];
  /** Top-level categories shown on the navbar, in position order. */
  navbarTop: string[];
};

export function pageContext(items: PlannedItem[], categories: SeededCategory[], now: Date): PageContext {
  const live = items.filter((item) => item.publishedAt <= now && !item.expiredAt);
  const publicOf = (kind: PlannedItem["kind"]) =>
    live.filter((item) => item.visibility === "public" && item.kind === kind).map((item) => item.uid);
  const bySlug = new Map(categories.map((category) => [category.slug, category.uid]));
  return {
    publicMedias: publicOf("media"),
    publicPlaylists: publicOf("playlist"),
    recent: [...live].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime()).map((item) => item.uid),
    categories: (...slugs) => slugs.map((slug) => bySlug.get(slug)).filter((uid): uid is string => !!uid),
    navbarTop: categories.filter((category) => category.depth === 0 && category.isOnNavbar).map((category) => category.uid),
  };
}

/** A hand-picked selection: public medias `medias[0]` to `medias[1]` (excluded), then playlists likewise. */
export function handPicked(ctx: PageContext, medias: [number, number], playlists: [number, number]): { selection: string[] } {
  return { selection: [...ctx.publicMedias.slice(...medias), ...ctx.publicPlaylists.slice(...playlists)] };
}
