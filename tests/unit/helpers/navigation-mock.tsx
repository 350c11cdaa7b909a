// A fake of @/lib/i18n/navigation for jsdom: jest.mock("@/lib/i18n/navigation", () => require(<test-utils>).navigationMock)
import type { AnchorHTMLAttributes, Ref } from "react";

export const routerMock = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), prefetch: jest.fn() };
export const pathnameMock = { current: "/" };

type Href = string | { pathname: string };
type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { href: Href; ref?: Ref<HTMLAnchorElement> };

/** An <a> that calls `onClick` and then cancels the navigation (jsdom cannot navigate). */
export function Link({ href, onClick, ...rest }: LinkProps) {
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
