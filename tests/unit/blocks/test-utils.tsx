// Shared helpers of the home-block tests: an intl wrapper, the DOM APIs embla expects and jsdom
// lacks, a fake of lib/i18n/navigation, and item / category / block fixtures.
import { screen } from "@testing-library/react";
import type { AnchorHTMLAttributes, ReactElement } from "react";
import type { Block, Category, Item } from "@/lib/api/schemas";
import en from "@/messages/en.json";
import { mockMatchMedia } from "../helpers/dom";
import { mediaItem, videoContent } from "../helpers/fixtures";
import { intlRenderer } from "../helpers/intl";

export { mockMatchMedia };

const messages = { blocks: en.blocks, card: en.card };

const render = intlRenderer(messages);
export const renderWithIntl = (ui: ReactElement) => render(ui);

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

/** The carousel of `name` (named "Slides: {name}", apart from the block's <section> region), if any. */
export function queryCarousel(name: string): HTMLElement | null {
  return (
    screen
      .queryAllByRole("region", { name: `Slides: ${name}` })
      .find((region) => region.getAttribute("aria-roledescription") === "carousel") ?? null
  );
}

// ---- a fake of @/lib/i18n/navigation: jest.mock(path, () => require("./test-utils").navigationMock)

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { href: string };
function Link({ href, ...rest }: LinkProps) {
  return <a href={href} {...rest} />;
}
/** @public – read by jest.mock factories through require(). */
export const navigationMock = { Link };

// ---- fixtures

export function item(name: string, overrides: Partial<Item> = {}): Item {
  const uid = overrides.uid ?? `uid-${name.toLowerCase().replace(/\W+/g, "-")}`;
  return mediaItem(
    {
      uid,
      slug: name.toLowerCase().replace(/\W+/g, "-"),
      content_object_id: `co-${uid}`,
      content_object: videoContent({ uid: `co-${uid}`, name, duration: 90, excerpt: `Excerpt of ${name}`, description: null }),
      published_at: "2024-01-01T00:00:00Z",
    },
    overrides,
  );
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

// ---- editor fields (lib/editor/blocks.ts shapes)

export const textField = (text: string, extra: Record<string, unknown> = {}) => ({
  text,
  color: null,
  fontFamily: "Roboto",
  textAlign: "left",
  fontSize: 2,
  fontIsBold: false,
  fontIsItalic: false,
  ...extra,
});

export const buttonField = (href: string, extra: Record<string, unknown> = {}) => ({
  text: "Go",
  action: "website",
  href,
  variant: "flat",
  fontFamily: "Roboto",
  size: "large",
  shape: "rounded",
  color: "#ffffff",
  colorText: "#000000",
  ...extra,
});

export const imageField = (fileId: string | null, extra: Record<string, unknown> = {}) => ({
  isDisplayed: true,
  fileId,
  cover: true,
  position: "center",
  ...extra,
});

export const SITE_ORIGIN = "https://archive.example.org";
