// The slug of the category a page shows, from its path (/category/{slug}/…), or null.
const CATEGORY_PREFIX = "/category/";

export function currentCategorySlug(pathname: string): string | null {
  if (!pathname.startsWith(CATEGORY_PREFIX)) return null;
  const slug = pathname.slice(CATEGORY_PREFIX.length).split("/")[0];
  if (!slug) return null;
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}
