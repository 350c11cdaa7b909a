/*
 * Demo pages and the block field conventions they follow (the front end renders from these).
 *
 * A page row: `content` = English blocks; `i18n.fr` = the French blocks, same uids and order.
 * A block:    { uid, component, is_displayed, title, fields }
 *   - `title` is the editor's label of the block (not shown on the site).
 *   - only blocks with is_displayed true are rendered; unknown components render nothing.
 *
 * Shared field shapes
 *   background  { type: 'color' | 'image', color: '#rrggbb', src: string | null }  (src set when type is 'image')
 *   TextField   { text, color, fontFamily: 'Roboto', textAlign: 'left'|'center'|'right', fontSize (default 2; 1 small, 3 large),
 *                 fontIsBold, fontIsItalic }
 *   button      { text, action: 'website', href ('/path' inside the site or 'https://…'), variant: 'flat', fontFamily,
 *                 size: 'large', shape: 'rounded', color (button colour), colorText (label colour) }
 *   image       { isDisplayed, fileId (a public path such as '/demo/….svg', or null), cover (object-fit cover), position: 'center' }
 *   entry       { image (public path or null), title, subtitle ('' when none), description (plain text) }
 *
 * Items         fields: { title, subtitle, layout, items, background }
 *   layout  fullscreen-slider | container-slider-media-top | container-slider-media-bottom | container-slider-media-left |
 *           container-slider-media-right | fullscreen-medias-slider | medias-grid | medias-slider
 *   items   either { selection: [item uid, …] }                 – exactly these items, in this order (missing/unpublished ones skipped)
 *           or     { categories: [category uid, …], order_by, limit, offset }
 *                                                               – GET /items/?categories=…&ordering=order_by&limit&offset
 *                                                                 (order_by: '-published_at' | 'published_at' | 'name' | '-name')
 * Categories    fields: { title, subtitle, layout, categories, background }
 *   layout      slider | grid-horizontal-image | grid-vertical-image | grid-icon
 *   categories  { selection: [category uid, …], order_by, limit }
 *               – selection non-empty: exactly these categories, in this order;
 *                 selection empty: the top-level categories (parent_id null), ordered by order_by ('position' | 'name'), at most limit.
 * Banner1       fields: { title: TextField, subtitle: TextField, text: TextField, button, image, background }
 * Faq           fields: { title, subtitle, variant, layout, entries: entry[], background }
 *   variant 'features'  layouts grid-text-center | grid-text-left | two-columns | expansion-panels | list
 *   variant 'questions' layouts card-expansion-panels | expansion-panels | paragraphs | card-paragraphs
 *                       (entry.title is the question, entry.description the answer)
 * Testimonials  fields: { title, subtitle, layout, entries: entry[], background }
 *   layout  card | slider | list | list-avatar-both-sides   (entry.image is the avatar, title the name, subtitle the role)
 * Cover         fields: { layout, textPosition, title: TextField, subtitle: TextField, button, image, images: image[], background }
 *   layout  fullscreen | halfscreen | sidebar | collage
 * Message       fields: { layout, title: TextField, text: TextField, button, image, background }
 *   layout  banner-center | banner-left | sidebar-left | sidebar-right | sidebar-card-left | sidebar-card-right | media-top | media-bottom
 * Banner3       fields: as Message; layout fullwidth-center | fullwidth-left | two-cols
 * Every page validates against the editor's strict schema (pageContentSchema of lib/editor/blocks.ts).
 *
 * Which page has what: archive home — Items ×5 displayed (fullscreen-slider, medias-slider, container-slider-media-left,
 * medias-grid, container-slider-media-right) + 1 hidden (fullscreen-medias-slider), Categories slider + grid-icon
 * (empty selection), Banner1 (image background), Faq features grid-text-center, Testimonials card, Cover (hidden).
 * Studio home — Items fullscreen-medias-slider, container-slider-media-top, container-slider-media-bottom, medias-grid;
 * Categories grid-horizontal-image, grid-vertical-image; Banner1 (no image); Faq questions card-expansion-panels;
 * Testimonials slider. Archive "Block gallery" page (not linked) — every remaining Faq and Testimonials layout, then a
 * Cover (halfscreen), a Message (sidebar-left) and a Banner3 (two-cols).
 */
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { pages, websites, type BlockRecord } from "../db/schema";
import { archiveHome } from "./archive-home";
import type { Lang } from "./blocks";
import { galleryPage } from "./gallery-page";
import type { PageContext } from "./page-context";
import type { SiteCode } from "./sites";
import { studioHome } from "./studio-home";

async function insertPage(db: Db, websiteId: number, title: string, build: (lang: Lang) => BlockRecord[]): Promise<number> {
  const [row] = await db
    .insert(pages)
    .values({ websiteId, title, content: build("en"), i18n: { fr: build("fr") } })
    .returning({ id: pages.id });
  if (!row) throw new Error("seed: page not inserted");
  return row.id;
}

/** Inserts the site's pages and points the site's home_page at its home. Returns the home page id. */
export async function seedPages(db: Db, site: SiteCode, websiteId: number, ctx: PageContext): Promise<number> {
  const homeId =
    site === "archive"
      ? await insertPage(db, websiteId, "Home", (lang) => archiveHome(ctx, lang))
      : await insertPage(db, websiteId, "Home", (lang) => studioHome(ctx, lang));
  if (site === "archive") await insertPage(db, websiteId, "Block gallery", galleryPage);
  await db.update(websites).set({ homePageId: homeId }).where(eq(websites.id, websiteId));
  return homeId;
}
