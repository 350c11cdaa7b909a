// Shared helpers of the auth tests: an intl wrapper with the `auth` and `validation` namespaces,
// a fresh SWR cache per render, and a fake of lib/i18n/navigation.
import { render, type RenderOptions } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { AnchorHTMLAttributes, ReactElement, ReactNode, Ref } from "react";
import { SWRConfig } from "swr";
import en from "@/messages/en.json";

const messages = { auth: en.auth, validation: en.validation };

export function renderAuth(ui: ReactElement, options?: RenderOptions) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <NextIntlClientProvider locale="en" messages={messages} timeZone="Europe/Paris">
        {children}
      </NextIntlClientProvider>
    </SWRConfig>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}

// ---- a fake of @/lib/i18n/navigation: jest.mock(path, () => require("./test-utils").navigationMock)

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

/** The account calls of lib/api/auth, all mocks. */
export const authApiMock = {
  login: jest.fn(),
  logout: jest.fn(),
  getMe: jest.fn(),
  register: jest.fn(),
  getInvitation: jest.fn(),
  registerByInvitation: jest.fn(),
  requestPasswordReset: jest.fn(),
  confirmPasswordReset: jest.fn(),
};

/** SWR itself, with the global `mutate` spied on (the forms refresh the current user with it). */
export function swrMock() {
  const actual = jest.requireActual<Record<string, unknown>>("swr");
  return { __esModule: true, ...actual, mutate: jest.fn(() => Promise.resolve(undefined)) };
}
