// Spec §3: categories arrive as a flat list and are derived into a tree by matching
// parent_id to the parent's uid; a second tree holds only the is_on_navbar categories.
import type { CategoryNode, NavCategory } from "@/lib/api/schemas";

/** Spec §9: the category strip shows at most this many top-level categories. */
export const NAVBAR_LIMIT = 5;

/** What the page frame keeps of a category (the browser gets nothing more). */
export function navCategory({ uid, parent_id, slug, name, is_on_navbar }: NavCategory): NavCategory {
  return { uid, parent_id, slug, name, is_on_navbar };
}

/**
 * The frame's categories with short ids: each uid becomes its place in the list (base 36) and each
 * parent_id the same, so the tree comes out the same while every page's HTML carries about 70
 * bytes less per category (two uuids). The frame uses uids only to link parents and as keys. A
 * parent missing from the list stays unknown ("?"), so its orphan is still dropped.
 */
export function navCategories(list: readonly NavCategory[]): NavCategory[] {
  const ids = new Map(list.map((category, index) => [category.uid, index.toString(36)]));
  return list.map((category) => ({
    ...navCategory(category),
    uid: ids.get(category.uid) ?? "?",
    parent_id: category.parent_id === null ? null : (ids.get(category.parent_id) ?? "?"),
  }));
}

/**
 * Builds the nested tree, keeping the order of the flat list (the API sorts by position).
 *
 * A category whose parent is missing from the list (an "orphan", e.g. its parent was filtered
 * out or is unpublished) is dropped together with its descendants: promoting it to the top
 * level would show it somewhere its editor never put it. Cycles are unreachable from a root
 * and are dropped the same way, so rendering the result never recurses forever.
 */
export function buildCategoryTree(flat: readonly NavCategory[]): CategoryNode[] {
  const nodes = new Map<string, CategoryNode>();
  for (const category of flat) {
    if (!nodes.has(category.uid)) nodes.set(category.uid, { ...navCategory(category), children: [] });
  }

  const roots: CategoryNode[] = [];
  const placed = new Set<string>();
  for (const category of flat) {
    if (placed.has(category.uid)) continue; // duplicate uid: the first one wins
    placed.add(category.uid);
    const node = nodes.get(category.uid);
    if (!node) continue;
    if (category.parent_id === null) {
      roots.push(node);
      continue;
    }
    const parent = nodes.get(category.parent_id);
    if (parent && parent !== node) parent.children.push(node);
  }
  return roots;
}

/** The second tree of spec §3: only categories flagged is_on_navbar. */
export function navbarTree(flat: readonly NavCategory[]): CategoryNode[] {
  return buildCategoryTree(flat.filter((category) => category.is_on_navbar));
}

export type NavbarSplit = { visible: CategoryNode[]; more: CategoryNode[] };

/** The first `limit` top-level navbar categories are shown; the rest go under "More". */
export function splitNavbar(tree: readonly CategoryNode[], limit: number = NAVBAR_LIMIT): NavbarSplit {
  const onNavbar = tree.filter((node) => node.is_on_navbar);
  return { visible: onNavbar.slice(0, limit), more: onNavbar.slice(limit) };
}

/** The path for a category page (spec §2 route "category"). */
export function categoryHref(slug: string): string {
  return `/category/${encodeURIComponent(slug)}`;
}
