// Shared helpers of the cart tests: intl + a fresh SWR cache, a routed fake of browserApi.request,
// fake login/register forms (their own tests live with them), and item fixtures.
import { act, render, type RenderOptions } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactElement, ReactNode } from "react";
import { SWRConfig } from "swr";
import type { CartSettings } from "@/components/cart/cart-root";
import { ServerError } from "@/lib/api/errors";
import type { Item } from "@/lib/api/schemas";
import type { OnDemandEntry } from "@/lib/cart/on-demand-list";
import en from "@/messages/en.json";
import { mediaItem, videoContent } from "../helpers/fixtures";

const messages = { card: en.card, cart: en.cart, errors: en.errors, item: en.item, validation: en.validation };

/** The cart's messages and a fresh SWR cache for each render. */
export function CartProviders({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="en" messages={messages} timeZone="Europe/Paris">
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
    </NextIntlClientProvider>
  );
}

/** Renders, then lets the session check (SWR on /auth/me/) settle inside act. */
export async function renderCart(ui: ReactElement, options?: RenderOptions) {
  const result = render(ui, { wrapper: CartProviders, ...options });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return result;
}

/** A site that takes sign-ins and registrations and sells items in euros. */
export const paidSiteSettings: CartSettings = {
  auth_enabled: true,
  auth_method: "users",
  auth_users_registration_enabled: true,
  monetization_enabled: true,
  monetization_currency: "eur",
};

export const signedOutError = () => new ServerError({ status: 401, type: "not_authenticated", message: "Not signed in." });

export const user = { uid: "u-1", first_name: "Ada", last_name: "Lovelace", email: "ada@example.org" };

type Route = (options: { json?: unknown } | undefined) => unknown;

/** Routes browserApi.request by path; an unrouted path rejects like a 404. */
export function routeApi(request: jest.Mock, routes: Record<string, Route>) {
  request.mockImplementation(async (path: string, options?: { json?: unknown }) => {
    const route = routes[path];
    if (!route) throw new ServerError({ status: 404, type: "not_found", message: `No route for ${path}` });
    return route(options);
  });
}

export function entry(n: number, overrides: Partial<OnDemandEntry> = {}): OnDemandEntry {
  return { uid: `item-${n}`, slug: `testimony-${n}`, name: `Testimony ${n}`, type: n % 2 === 0 ? "playlist" : "media", ...overrides };
}

export function storeEntries(list: OnDemandEntry[]) {
  window.localStorage.setItem("onDemand", JSON.stringify(list));
}

export function storedEntries(): OnDemandEntry[] | null {
  const raw = window.localStorage.getItem("onDemand");
  return raw === null ? null : (JSON.parse(raw) as OnDemandEntry[]);
}

// ---- fakes of components/auth: jest.mock(path, () => require("./cart-test-utils").fakeLoginForm)

type LoginProps = { onSuccess?: () => void; onRegister?: () => void; registrationEnabled: boolean };
type RegisterProps = { onSuccess?: () => void; onLogin?: () => void };

/** @public – read by jest.mock factories through require(). */
export const fakeLoginForm = {
  LoginForm: ({ onSuccess, onRegister, registrationEnabled }: LoginProps) => (
    <div>
      <h2>Fake login form</h2>
      <button type="button" onClick={() => onSuccess?.()}>
        Fake log in
      </button>
      {registrationEnabled ? (
        <button type="button" onClick={() => onRegister?.()}>
          Fake create an account
        </button>
      ) : null}
    </div>
  ),
};

/** @public – read by jest.mock factories through require(). */
export const fakeRegisterForm = {
  RegisterForm: ({ onSuccess, onLogin }: RegisterProps) => (
    <div>
      <h2>Fake register form</h2>
      <button type="button" onClick={() => onSuccess?.()}>
        Fake register
      </button>
      <button type="button" onClick={() => onLogin?.()}>
        Fake back to login
      </button>
    </div>
  ),
};

// ---- the paid cart

type Price = Item["prices"][number];

/** A price of item n: `price-{n}-{k}`, 48 h at 4.99 unless told. */
export function price(n: number, k: number, overrides: Partial<Price> = {}): Price {
  return { uid: `price-${n}-${k}`, amount: 499, period: 48, downloadable_choices: null, ...overrides };
}

/** A monetized, locked item n (uid `item-{n}`, content `object-{n}`) with two prices unless told. */
export function paidItem(n: number, overrides: Partial<Item> = {}): Item {
  return mediaItem(
    {
      uid: `item-${n}`,
      slug: `testimony-${n}`,
      content_object_id: `object-${n}`,
      content_object: videoContent({ uid: `object-${n}`, name: `Testimony ${n}`, duration: 60, excerpt: null, description: null }),
      published_at: "2024-03-03T10:00:00.000Z",
    },
    {
      has_access: false,
      monetization_enabled: true,
      prices: [price(n, 1), price(n, 2, { amount: 1500, period: 0, downloadable_choices: 3 })],
      plans: [],
      ...overrides,
    },
  );
}

export function storeCart(cart: Record<string, string>) {
  window.localStorage.setItem("cart", JSON.stringify(cart));
}

export function storedCart(): Record<string, string> | null {
  const raw = window.localStorage.getItem("cart");
  return raw === null ? null : (JSON.parse(raw) as Record<string, string>);
}
