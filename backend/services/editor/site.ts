// The editor's Navbar and Footer entries: which categories the navbar shows and in what order, the
// footer in both languages, the social links and the partners of the site.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { SiteLayout, SiteLayoutInput } from "../../../lib/api/editor";
import type { SignedInCtx, Website } from "../../context";
import { categories, websites } from "../../db/schema";
import { ApiError } from "../../http/errors";
import { audit } from "../audit";
import { clearSiteCache } from "../sites";

const HTTP_URL = /^https?:\/\//i;

async function navbarOf(ctx: SignedInCtx): Promise<string[]> {
  const rows = await ctx.db
    .select({ uid: categories.uid })
    .from(categories)
    .where(and(eq(categories.websiteId, ctx.site.id), eq(categories.isOnNavbar, true)))
    .orderBy(asc(categories.position), asc(categories.id));
  return rows.map((row) => row.uid);
}

function layoutOf(site: Website, navbar: string[]): SiteLayout {
  return {
    navbar,
    footer: site.footer,
    footer_fr: site.i18n.fr?.footer ?? null,
    social_links: site.socialLinks.map(({ kind, url, label }) => ({ kind, url, label })) as SiteLayout["social_links"],
    partners: site.partners,
  };
}

export async function getSiteLayout(ctx: SignedInCtx): Promise<SiteLayout> {
  return layoutOf(ctx.site, await navbarOf(ctx));
}

/** Links must lead to web pages: `javascript:` and other schemes pass a URL check but not this one. */
function checkLinks(input: SiteLayoutInput): void {
  const errors: Record<string, string[]> = {};
  input.social_links?.forEach((link, i) => {
    if (!HTTP_URL.test(link.url)) errors[`social_links.${i}.url`] = ["Enter an http(s) URL."];
  });
  input.partners?.forEach((partner, i) => {
    if (!HTTP_URL.test(partner.url)) errors[`partners.${i}.url`] = ["Enter an http(s) URL."];
  });
  if (Object.keys(errors).length) throw new ApiError(400, "validation_error", "Invalid input.", errors);
}

/**
 * The navbar's categories take the positions they already hold among themselves, in the new
 * order, so the categories not on the navbar keep their places.
 */
async function saveNavbar(ctx: SignedInCtx, navbar: string[]): Promise<void> {
  const uids = [...new Set(navbar)];
  if (uids.length !== navbar.length)
    throw new ApiError(400, "validation_error", "Invalid input.", { navbar: ["A category is listed twice."] });
  await ctx.db.transaction(async (tx) => {
    const rows = uids.length
      ? await tx
          .select({ id: categories.id, uid: categories.uid, position: categories.position })
          .from(categories)
          .where(and(eq(categories.websiteId, ctx.site.id), inArray(categories.uid, uids)))
      : [];
    if (rows.length !== uids.length) {
      throw new ApiError(400, "validation_error", "Invalid input.", { navbar: ["Every entry must be one of the site's categories."] });
    }
    const byUid = new Map(rows.map((row) => [row.uid, row]));
    const positions = rows.map((row) => row.position).sort((a, b) => a - b);
    await tx
      .update(categories)
      .set({ isOnNavbar: false })
      .where(and(eq(categories.websiteId, ctx.site.id), eq(categories.isOnNavbar, true)));
    for (const [i, uid] of uids.entries()) {
      await tx
        .update(categories)
        .set({ isOnNavbar: true, position: positions[i] ?? i })
        .where(eq(categories.id, byUid.get(uid)!.id));
    }
  });
}

export async function saveSiteLayout(ctx: SignedInCtx, input: SiteLayoutInput): Promise<SiteLayout> {
  checkLinks(input);
  if (input.navbar) await saveNavbar(ctx, input.navbar);
  const changes: Partial<typeof websites.$inferInsert> = {};
  if (input.footer !== undefined) changes.footer = input.footer;
  if (input.footer_fr !== undefined) {
    const fr = { ...ctx.site.i18n.fr };
    if (input.footer_fr === null) delete fr.footer;
    else fr.footer = input.footer_fr;
    changes.i18n = { ...ctx.site.i18n, fr };
  }
  if (input.social_links) changes.socialLinks = input.social_links;
  if (input.partners) changes.partners = input.partners;
  if (input.embed_allowed_domains) changes.embedAllowedDomains = [...new Set(input.embed_allowed_domains)];
  let site = ctx.site;
  if (Object.keys(changes).length) {
    const [row] = await ctx.db.update(websites).set(changes).where(eq(websites.id, ctx.site.id)).returning();
    site = row ?? site;
    // The site row is cached per host for a few seconds: the next request must see the change.
    clearSiteCache();
  }
  await audit(ctx.db, {
    websiteId: ctx.site.id,
    actorUserId: ctx.viewer.user.id,
    action: "site.layout",
    targetType: "website",
    targetId: ctx.site.uid,
    data: { fields: Object.keys(input) },
  });
  return layoutOf(site, await navbarOf(ctx));
}
