// Categories of a site: filtered, ordered, localised, shaped as spec §3.
import { and, asc, desc, eq, inArray, isNull, isNotNull, type SQL } from "drizzle-orm";
import type { Category } from "../../lib/api/schemas";
import type { RequestCtx } from "../context";
import { categories } from "../db/schema";
import { notFound } from "../http/errors";
import { localized, type Locale } from "./i18n";
import { warningText } from "./items/warnings";

export const CATEGORY_ORDERINGS = ["position", "-position", "name", "-name", "slug", "-slug", "created_at", "-created_at"] as const;
export type CategoryOrdering = (typeof CATEGORY_ORDERINGS)[number];

export type CategoryFilters = {
  ordering?: CategoryOrdering;
  uidIn?: string[];
  parentId?: string;
  parentIsNull?: boolean;
};

type Row = typeof categories.$inferSelect;

export function toCategory(row: Row, locale: Locale): Category {
  return {
    uid: row.uid,
    parent_id: row.parentUid,
    slug: row.slug,
    name: localized(row.i18n, locale, "name", row.name),
    description: localized(row.i18n, locale, "description", row.description),
    thumbnail: row.thumbnail,
    icon: row.icon,
    image_background: row.imageBackground,
    order_by: row.orderBy,
    is_on_navbar: row.isOnNavbar,
    content_warning: warningText(row.i18n, locale, row.contentWarning),
  };
}

const orderColumns = { position: categories.position, name: categories.name, slug: categories.slug, created_at: categories.createdAt };

export async function listCategories({ db, site, locale }: RequestCtx, filters: CategoryFilters): Promise<Category[]> {
  const where: SQL[] = [eq(categories.websiteId, site.id)];
  if (filters.uidIn) where.push(inArray(categories.uid, filters.uidIn));
  if (filters.parentId) where.push(eq(categories.parentUid, filters.parentId));
  if (filters.parentIsNull === true) where.push(isNull(categories.parentUid));
  if (filters.parentIsNull === false) where.push(isNotNull(categories.parentUid));
  const ordering = filters.ordering ?? "position";
  const descending = ordering.startsWith("-");
  const column = orderColumns[ordering.replace(/^-/, "") as keyof typeof orderColumns];
  const rows = await db
    .select()
    .from(categories)
    .where(and(...where))
    .orderBy(descending ? desc(column) : asc(column), asc(categories.id));
  return rows.map((row) => toCategory(row, locale));
}

/** No slug is this long: such a request is a 404 without a query. */
const MAX_SLUG_LENGTH = 200;

/** One category by its slug; a 404 when the site has none. */
export async function getCategoryBySlug({ db, site, locale }: RequestCtx, slug: string): Promise<Category> {
  const [row] =
    slug.length > MAX_SLUG_LENGTH
      ? []
      : await db
          .select()
          .from(categories)
          .where(and(eq(categories.websiteId, site.id), eq(categories.slug, slug)))
          .limit(1);
  if (!row) throw notFound("Category not found.");
  return toCategory(row, locale);
}
