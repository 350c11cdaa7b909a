// Shared helpers of the catalogue and search tests: an intl + isolated SWR wrapper with only the
// namespaces they need, a fake of lib/i18n/navigation, and item fixtures.
import { render, type RenderOptions } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { AnchorHTMLAttributes, ReactElement, ReactNode } from "react";
import { SWRConfig } from "swr";
import type { Item } from "@/lib/api/schemas";
import en from "@/messages/en.json";

const messages = {
  catalogue: en.catalogue,
  category: en.category,
  item: en.item,
  languages: en.languages,
  search: en.search,
};

export function renderWithProviders(ui: ReactElement, options?: RenderOptions) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale="en" messages={messages} timeZone="Europe/Paris">
      {/* A fresh cache per render: no test sees another's pages. */}
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
    </NextIntlClientProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}

// ---- a fake of @/lib/i18n/navigation: jest.mock(path, () => require("../catalogue/test-utils").navigationMock)

export const routerMock = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), prefetch: jest.fn() };

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { href: string | { pathname: string } };

function Link({ href, onClick, ...rest }: LinkProps) {
  return (
    <a
      href={typeof href === "string" ? href : href.pathname}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
      {...rest}
    />
  );
}

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
  return {
    uid,
    slug: `item-${n}`,
    content_object_type: "media",
    content_object_id: uid,
    content_object: {
      uid,
      name: `Testimony ${n}`,
      thumbnail: null,
      duration: 60 * n,
      excerpt: null,
      excerpt_is_custom: false,
      description: null,
      tags: [],
      type: "video",
      custom_fields: {},
    },
    content_object_thumbnail: null,
    published_at: "2024-01-01T00:00:00.000Z",
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
  };
}

/** Items `from`..`to` (inclusive). */
export function makeItems(from: number, to: number): Item[] {
  return Array.from({ length: to - from + 1 }, (_, i) => makeItem(from + i));
}
