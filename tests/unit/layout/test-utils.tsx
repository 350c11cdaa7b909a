// Shared helpers of the layout tests: an intl wrapper with only the namespaces they need, the
// DOM APIs Radix expects and jsdom lacks, and a fake of lib/i18n/navigation.
import { render, type RenderOptions } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { AnchorHTMLAttributes, ReactElement, ReactNode, Ref } from "react";
import type { CategoryNode } from "@/lib/api/schemas";
import en from "@/messages/en.json";

const messages = { layout: en.layout, contact: en.contact, send: en.send, errors: en.errors };

export function renderWithIntl(ui: ReactElement, options?: RenderOptions) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale="en" messages={messages} timeZone="Europe/Paris">
      {children}
    </NextIntlClientProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}

/** Radix measures elements and captures pointers; jsdom implements neither. */
export function installDomShims() {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
  const proto = Element.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => {};
  proto.releasePointerCapture ??= () => {};
  proto.scrollIntoView ??= () => {};
}

// ---- a fake of @/lib/i18n/navigation: use with jest.mock(path, () => require("./test-utils").navigationMock)

export const routerMock = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), prefetch: jest.fn() };
export const pathnameMock = { current: "/" };

type Href = string | { pathname: string };
type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { href: Href; ref?: Ref<HTMLAnchorElement> };

function Link({ href, onClick, ...rest }: LinkProps) {
  return (
    <a
      href={typeof href === "string" ? href : href.pathname}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault(); // jsdom cannot navigate
      }}
      {...rest}
    />
  );
}

export const navigationMock = {
  Link,
  usePathname: () => pathnameMock.current,
  useRouter: () => routerMock,
  redirect: jest.fn(),
  getPathname: ({ href }: { href: Href }) => (typeof href === "string" ? href : href.pathname),
};

// ---- fixtures

let seq = 0;
export function node(name: string, children: CategoryNode[] = [], overrides: Partial<CategoryNode> = {}): CategoryNode {
  seq += 1;
  const uid = overrides.uid ?? `uid-${name}-${seq}`;
  return {
    uid,
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
    children: children.map((child) => ({ ...child, parent_id: uid })),
  };
}
