// Inserts a site's category tree as flat rows (parent_uid → parent's uid), with thumbnails,
// backgrounds, icons and a spread of order_by values.
import type { Db } from "../db/client";
import { categories } from "../db/schema";
import { CATEGORY_TREES, type CategoryDef } from "./category-tree";
import { categoryWarning } from "./content-warnings";
import { uuidFor } from "./random";
import type { SiteCode } from "./sites";
import { slugify } from "./text";

const ORDER_BYS = ["-published_at", "published_at", "name", "-name", "position"] as const;

export type SeededCategory = {
  id: number;
  uid: string;
  slug: string;
  name: string;
  parentUid: string | null;
  rootUid: string;
  depth: number;
  isOnNavbar: boolean;
};

type Row = typeof categories.$inferInsert & { uid: string; parentUid: string | null; isOnNavbar: boolean };
type Flat = { row: Row; rootUid: string; depth: number };

function flatten(site: SiteCode, websiteId: number, defs: CategoryDef[]): Flat[] {
  const flat: Flat[] = [];
  const walk = (def: CategoryDef, position: number, parent: { uid: string; rootUid: string } | null, depth: number) => {
    const slug = slugify(def.name);
    const uid = uuidFor(`${site}:category:${slug}`);
    const index = flat.length;
    const hasDescription = depth < 2 || index % 2 === 0;
    const warning = categoryWarning(site, slug);
    flat.push({
      rootUid: parent?.rootUid ?? uid,
      depth,
      row: {
        uid,
        websiteId,
        parentUid: parent?.uid ?? null,
        slug,
        name: def.name,
        description: hasDescription
          ? `Placeholder category gathering demo testimonies filed under “${def.name}”. Replace this text with the real presentation.`
          : null,
        i18n: {
          fr: hasDescription
            ? {
                name: def.fr,
                description: `Catégorie fictive regroupant des témoignages de démonstration classés sous « ${def.fr} ». Remplacez ce texte par la vraie présentation.`,
                ...warning.fr,
              }
            : { name: def.fr, ...warning.fr },
        },
        contentWarning: warning.contentWarning,
        thumbnail: `/demo/categories/${slug}.svg`,
        imageBackground: `/demo/categories/${slug}-bg.svg`,
        icon: def.icon,
        orderBy: ORDER_BYS[index % ORDER_BYS.length],
        isOnNavbar: depth === 0 ? def.navbar !== false : false,
        position,
      },
    });
    def.children?.forEach((child, i) => walk(child, i, { uid, rootUid: parent?.rootUid ?? uid }, depth + 1));
  };
  defs.forEach((def, i) => walk(def, i, null, 0));
  return flat;
}

/** Every category slug of both demo sites (the image generator draws one thumbnail per slug). */
export function allCategorySlugs(): string[] {
  return (Object.keys(CATEGORY_TREES) as SiteCode[]).flatMap((site) =>
    flatten(site, 0, CATEGORY_TREES[site]).map((entry) => entry.row.slug),
  );
}

export async function seedCategories(db: Db, site: SiteCode, websiteId: number): Promise<SeededCategory[]> {
  const flat = flatten(site, websiteId, CATEGORY_TREES[site]);
  const inserted = await db
    .insert(categories)
    .values(flat.map((entry) => entry.row))
    .returning({ id: categories.id, uid: categories.uid });
  const idByUid = new Map(inserted.map((row) => [row.uid, row.id]));
  return flat.map(({ row, rootUid, depth }) => ({
    id: idByUid.get(row.uid) ?? 0,
    uid: row.uid,
    slug: row.slug,
    name: row.name,
    parentUid: row.parentUid,
    rootUid,
    depth,
    isOnNavbar: row.isOnNavbar,
  }));
}
