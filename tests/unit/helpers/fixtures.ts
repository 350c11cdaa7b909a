// Fixtures shared by the unit tests: a media item and a category with the defaults most tests want.
import type { Category, ContentObject, Item } from "@/lib/api/schemas";

/** A video content object; `fields` are its uid, name and the values the tests vary. */
export function videoContent(
  fields: Pick<ContentObject, "uid" | "name" | "duration" | "excerpt" | "description">,
  extra: Partial<ContentObject> = {},
): ContentObject {
  const { uid, name, duration, excerpt, description } = fields;
  return {
    uid,
    name,
    thumbnail: null,
    duration,
    excerpt,
    excerpt_is_custom: false,
    description,
    tags: [],
    type: "video",
    custom_fields: {},
    ...extra,
  };
}

/** A published, public, free media item around `content_object`. */
export function mediaItem(
  fields: Pick<Item, "uid" | "slug" | "content_object_id" | "content_object" | "published_at">,
  overrides: Partial<Item> = {},
): Item {
  const { uid, slug, content_object_id, content_object, published_at } = fields;
  return {
    uid,
    slug,
    content_object_type: "media",
    content_object_id,
    content_object,
    content_object_thumbnail: null,
    published_at,
    expire_at: null,
    expired_at: null,
    has_access: true,
    visibility_type: "public",
    monetization_enabled: false,
    plans: [],
    prices: [],
    categories: [],
    embed_url: null,
    is_content_downloadable: false,
    ...overrides,
  };
}

/** A top-level category named `name` (slug from the name, uid `uid-<name>`), without images. */
export function category(name: string, overrides: Partial<Category> = {}): Category {
  return {
    uid: `uid-${name}`,
    parent_id: null,
    slug: name.toLowerCase().replace(/\s+/g, "-"),
    name,
    description: null,
    thumbnail: null,
    icon: null,
    image_background: null,
    order_by: "-published_at",
    is_on_navbar: true,
    ...overrides,
  };
}
