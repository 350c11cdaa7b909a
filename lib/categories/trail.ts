// The chain of a category's ancestors, for breadcrumbs (visible and JSON-LD), from the flat list.
import type { Category } from "@/lib/api/schemas";

/**
 * Ancestors from the top-level category down to the category itself (included last).
 * A missing parent ends the chain; a cycle is cut where it would repeat.
 */
export function categoryTrail(all: readonly Category[], category: Category): Category[] {
  const byUid = new Map(all.map((entry) => [entry.uid, entry]));
  const trail: Category[] = [category];
  const seen = new Set([category.uid]);
  let parentId = category.parent_id;
  while (parentId !== null && !seen.has(parentId)) {
    const parent = byUid.get(parentId);
    if (!parent) break;
    trail.unshift(parent);
    seen.add(parent.uid);
    parentId = parent.parent_id;
  }
  return trail;
}

/** The direct children of a category, in the list's order (the API sorts by position). */
export function childrenOf(all: readonly Category[], uid: string): Category[] {
  return all.filter((entry) => entry.parent_id === uid && entry.uid !== uid);
}

/** Top-level categories (parent_id null). */
export function topLevel(all: readonly Category[]): Category[] {
  return all.filter((entry) => entry.parent_id === null);
}
