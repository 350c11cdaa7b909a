// The repository's sets are the site's categories, nested as the tree nests them
// (https://www.openarchives.org/OAI/openarchivesprotocol.html#Set): a child's setSpec is its
// parent's, a colon, and its own slug, e.g. `witnesses-memories:sites-identified`. A record in a
// category is in that set and in every set above it.
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { categories, type I18nText } from "../../db/schema";

export type SetCategory = { uid: string; parentUid: string | null; slug: string; name: string; i18n: I18nText };

/** What one setSpec part may hold (OAI-PMH.xsd, setSpecType); a slug outside it is named by its uid. */
const SPEC_PART = /^[A-Za-z0-9\-_.!~*'()]+$/;

export type SiteSets = {
  /** Categories in the site's order, each with its setSpec. */
  list: Array<SetCategory & { spec: string }>;
  /** The setSpecs of a category and of its ancestors, nearest first. */
  specsOf(uid: string): string[];
  /** The uids of the category a setSpec names and of all below it; null when none has it. */
  subtreeOf(spec: string): string[] | null;
};

export async function loadSiteSets(db: Db, websiteId: number): Promise<SiteSets> {
  const rows = await db
    .select({ uid: categories.uid, parentUid: categories.parentUid, slug: categories.slug, name: categories.name, i18n: categories.i18n })
    .from(categories)
    .where(eq(categories.websiteId, websiteId))
    .orderBy(asc(categories.position), asc(categories.id));
  const byUid = new Map(rows.map((row) => [row.uid, row]));
  const specs = new Map<string, string>();
  const specOf = (uid: string, seen: Set<string> = new Set()): string => {
    const known = specs.get(uid);
    if (known) return known;
    const row = byUid.get(uid)!;
    const part = SPEC_PART.test(row.slug) ? row.slug : row.uid;
    // A parent that is missing, or a loop, makes the category a top-level set.
    const parent = row.parentUid && byUid.has(row.parentUid) && !seen.has(row.parentUid) ? row.parentUid : null;
    const spec = parent ? `${specOf(parent, seen.add(uid))}:${part}` : part;
    specs.set(uid, spec);
    return spec;
  };
  const list = rows.map((row) => ({ ...row, spec: specOf(row.uid) }));
  const bySpec = new Map(list.map((row) => [row.spec, row.uid]));
  return {
    list,
    specsOf(uid) {
      const out: string[] = [];
      const seen = new Set<string>();
      for (let at: string | null = uid; at && byUid.has(at) && !seen.has(at); at = byUid.get(at)!.parentUid) {
        seen.add(at);
        out.push(specs.get(at)!);
      }
      return out;
    },
    subtreeOf(spec) {
      if (!bySpec.has(spec)) return null;
      return list.filter((row) => row.spec === spec || row.spec.startsWith(`${spec}:`)).map((row) => row.uid);
    },
  };
}
