// Shared helpers of the catalogue and search tests: an intl + isolated SWR wrapper with only the
// namespaces they need, a fake of lib/i18n/navigation, and item fixtures.
import type { Item } from "@/lib/api/schemas";
import en from "@/messages/en.json";
import { mediaItem, videoContent } from "../helpers/fixtures";
import { intlRenderer } from "../helpers/intl";
import { Link, routerMock } from "../helpers/navigation-mock";

const messages = {
  catalogue: en.catalogue,
  category: en.category,
  card: en.card,
  item: en.item,
  languages: en.languages,
  search: en.search,
};

/** A fresh SWR cache per render: no test sees another's pages. */
export const renderWithProviders = intlRenderer(messages, { swr: true });

// ---- a fake of @/lib/i18n/navigation: jest.mock(path, () => require("../catalogue/test-utils").navigationMock)

export { routerMock };

/** @public – read by jest.mock factories through require(). */
export const navigationMock = {
  Link,
  usePathname: () => "/",
  useRouter: () => routerMock,
  redirect: jest.fn(),
  getPathname: ({ href }: { href: string }) => href,
};

// ---- fixtures

export function makeItem(n: number): Item {
  const uid = `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
  return mediaItem({
    uid,
    slug: `item-${n}`,
    content_object_id: uid,
    content_object: videoContent({ uid, name: `Testimony ${n}`, duration: 60 * n, excerpt: null, description: null }),
    published_at: "2024-01-01T00:00:00.000Z",
  });
}

/** Items `from`..`to` (inclusive). */
export function makeItems(from: number, to: number): Item[] {
  return Array.from({ length: to - from + 1 }, (_, i) => makeItem(from + i));
}
