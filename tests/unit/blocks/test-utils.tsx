// Shared helpers of the home-block tests: an intl wrapper, the DOM APIs embla expects and jsdom
// lacks, a fake of lib/i18n/navigation, and item / category / block fixtures.
import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { AnchorHTMLAttributes, ReactElement, ReactNode } from "react";
import type { Block, Category, Item } from "@/lib/api/schemas";
import en from "@/messages/en.json";

const messages = { blocks: en.blocks, item: en.item };

export function renderWithIntl(ui: ReactElement) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale="en" messages={messages} timeZone="Europe/Paris">
      {children}
    </NextIntlClientProvider>
  );
  return render(ui, { wrapper: Wrapper });
}

/** embla observes sizes and visibility and reads media queries; jsdom implements none of them. */
export function installDomShims() {
  class ObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  globalThis.ResizeObserver ??= ObserverStub as unknown as typeof ResizeObserver;
  globalThis.IntersectionObserver ??= ObserverStub as unknown as typeof IntersectionObserver;
  window.matchMedia ??= mockMatchMedia(false);
}

/** A matchMedia whose every query answers `matches`. */
export function mockMatchMedia(matches: boolean): typeof window.matchMedia {
  return (query: string) =>
    ({
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** The carousel named `name` (the block's <section> is a region of the same name), if any. */
export function queryCarousel(name: string): HTMLElement | null {
  return screen.queryAllByRole("region", { name }).find((region) => region.getAttribute("aria-roledescription") === "carousel") ?? null;
}

// ---- a fake of @/lib/i18n/navigation: jest.mock(path, () => require("./test-utils").navigationMock)

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { href: string };
function Link({ href, ...rest }: LinkProps) {
  return <a href={href} {...rest} />;
}
export const navigationMock = { Link };

// ---- fixtures

export function item(name: string, overrides: Partial<Item> = {}): Item {
  const uid = overrides.uid ?? `uid-${name.toLowerCase().replace(/\W+/g, "-")}`;
  return {
    uid,
    slug: name.toLowerCase().replace(/\W+/g, "-"),
    content_object_type: "media",
    content_object_id: `co-${uid}`,
    content_object: {
      uid: `co-${uid}`,
      name,
      thumbnail: null,
      duration: 90,
      excerpt: `Excerpt of ${name}`,
      excerpt_is_custom: false,
      description: null,
      tags: [],
      type: "video",
      custom_fields: {},
    },
    content_object_thumbnail: null,
    published_at: "2024-01-01T00:00:00Z",
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

export const items = (...names: string[]) => names.map((name) => item(name));

export function category(name: string, overrides: Partial<Category> = {}): Category {
  const slug = name.toLowerCase().replace(/\W+/g, "-");
  return {
    uid: `cat-${slug}`,
    parent_id: null,
    slug,
    name,
    description: `About ${name}`,
    thumbnail: `/demo/categories/${slug}.svg`,
    icon: "mdi-map-marker",
    image_background: null,
    order_by: "-published_at",
    is_on_navbar: true,
    ...overrides,
  };
}

let seq = 0;
export function block(component: string, fields: Record<string, unknown>, isDisplayed = true): Block {
  seq += 1;
  return { uid: `block-${seq}`, component, is_displayed: isDisplayed, title: `${component} ${seq}`, fields };
}

export const white = { type: "color", color: "#ffffff", src: null };

export const entries = [
  { image: "/demo/a.svg", title: "Browse", subtitle: "By place", description: "Follow the categories." },
  { image: null, title: "Search", subtitle: "", description: "Search names and places." },
  { image: "/demo/c.svg", title: "Request", subtitle: "From My List", description: "Ask for access." },
];
