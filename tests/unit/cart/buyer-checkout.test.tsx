// The cart on a site whose sign-in is one shared password and that sells access (docs/buyers.md):
// the checkout asks for the buyer's e-mail (required, checked, prefilled from the buyer this browser
// holds) for prices and for plans; "Already bought? Get my purchases" mails a sign-in link, from the
// drawer and from a locked item; a page reached with ?checkout=canceled opens the cart again.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CartRoot, type CartSettings } from "@/components/cart/cart-root";
import { AccessOverlay } from "@/components/item/access-overlay";
import { useItemActions } from "@/components/item/item-actions";
import { overlayFor } from "@/components/item/item-rules";
import type { Plan } from "@/lib/api/billing";
import type { Item } from "@/lib/api/schemas";
import en from "@/messages/en.json";
import { installDomShims } from "../layout/test-utils";
import { paidItem, paidSiteSettings, renderCart, routeApi, storeCart, storedCart, user as sharedAccount } from "./cart-test-utils";

jest.mock("@/lib/api/browser", () => ({ browserApi: { request: jest.fn() } }));
jest.mock("@/lib/i18n/navigation", () => require("../layout/test-utils").navigationMock);
jest.mock("@/components/auth/login-form", () => require("./cart-test-utils").fakeLoginForm);
jest.mock("@/components/auth/register-form", () => require("./cart-test-utils").fakeRegisterForm);
jest.mock("@/components/ui/toast", () => ({ toast: { error: jest.fn() } }));
jest.mock("@/lib/cart/redirect", () => ({ goToCheckout: jest.fn() }));

const { browserApi } = jest.requireMock("@/lib/api/browser") as { browserApi: { request: jest.Mock } };
const { goToCheckout } = jest.requireMock("@/lib/cart/redirect") as { goToCheckout: jest.Mock };

const passwordSite: CartSettings = {
  ...paidSiteSettings,
  auth_method: "password",
  auth_users_registration_enabled: false,
  monetization_currency: "chf",
};
const SESSION_URL = "/checkout/test/cs_1";
const plans: Plan[] = [{ uid: "plan-a", name: "Monthly", amount: 990, interval: "month", description: null, thumbnail: null }];
const t = en.cart;

function Overlay({ item }: { item: Item }) {
  const actions = useItemActions({});
  return (
    <section aria-label={item.content_object.name}>
      <AccessOverlay overlay={overlayFor(item, true)} item={item} actions={actions} />
    </section>
  );
}

function Page({ items = [], site = passwordSite }: { items?: Item[]; site?: CartSettings }) {
  return (
    <CartRoot settings={site}>
      {items.map((item) => (
        <Overlay key={item.uid} item={item} />
      ))}
    </CartRoot>
  );
}

function api(routes: Parameters<typeof routeApi>[1] = {}) {
  routeApi(browserApi.request, {
    "/auth/me/": () => sharedAccount,
    "/billing/plans/": () => plans,
    "/billing/checkout/": () => ({ checkout_session_url: SESSION_URL }),
    "/items/": () => ({ count: 1, next: null, previous: null, results: [paidItem(1)] }),
    ...routes,
  });
}

const checkoutCalls = () => browserApi.request.mock.calls.filter(([path]) => path === "/billing/checkout/");

async function buy(u: ReturnType<typeof userEvent.setup>, item: Item) {
  await u.click(within(screen.getByRole("region", { name: item.content_object.name })).getByRole("button", { name: "Buy" }));
  return screen.findByRole("dialog", { name: "My cart" });
}

beforeAll(installDomShims);
beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, "", "/");
  api();
});

describe("the buyer's e-mail at checkout", () => {
  it("is required and checked before Checkout; the address is sent with the prices", async () => {
    const u = userEvent.setup();
    const item = paidItem(1);
    await renderCart(<Page items={[item]} />);
    const dialog = await buy(u, item);
    const email = within(dialog).getByRole("textbox", { name: t.buyerEmail });
    expect(email).toHaveAttribute("type", "email");
    expect(email).toHaveAttribute("autocomplete", "email");
    expect(email).toBeRequired();
    expect(email).toHaveAccessibleDescription(t.buyerEmailHint);

    await u.click(within(dialog).getByRole("button", { name: "Checkout" }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(en.validation.required));
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveFocus();
    await u.type(email, "not an address");
    await u.click(within(dialog).getByRole("button", { name: "Checkout" }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(en.validation.invalidEmail));
    expect(checkoutCalls()).toHaveLength(0);

    await u.clear(email);
    await u.type(email, " buyer@example.org ");
    await u.click(within(dialog).getByRole("button", { name: "Checkout" }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(SESSION_URL));
    expect(checkoutCalls()).toEqual([
      ["/billing/checkout/", { json: { type: "prices", prices: ["price-1-1"], email: "buyer@example.org" } }, expect.anything()],
    ]);
    expect(storedCart()).toEqual({ "item-1": "price-1-1" });
  });

  it("is prefilled with the buyer this browser already holds", async () => {
    api({ "/billing/buyer/": () => ({ email: "known@example.org", verified: false }) });
    const u = userEvent.setup();
    const item = paidItem(1);
    await renderCart(<Page items={[item]} />);
    const dialog = await buy(u, item);
    await waitFor(() => expect(within(dialog).getByRole("textbox", { name: t.buyerEmail })).toHaveValue("known@example.org"));
    await u.click(within(dialog).getByRole("button", { name: "Checkout" }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalled());
    expect(checkoutCalls()[0]?.[1]).toEqual({ json: { type: "prices", prices: ["price-1-1"], email: "known@example.org" } });
  });

  it("comes before Subscribe too, and goes with the plan", async () => {
    const u = userEvent.setup();
    const item = paidItem(1, { plans: ["plan-a"] });
    await renderCart(<Page items={[item]} />);
    await u.click(within(screen.getByRole("region", { name: "Testimony 1" })).getByRole("button", { name: "Subscribe" }));
    const dialog = await screen.findByRole("dialog", { name: "Subscriptions" });
    const subscribe = await within(dialog).findByRole("button", { name: "Subscribe to Monthly" });
    await u.click(subscribe);
    const email = within(dialog).getByRole("textbox", { name: t.buyerEmail });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription(en.validation.required);
    expect(checkoutCalls()).toHaveLength(0);
    await u.type(email, "fan@example.org");
    await u.click(subscribe);
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(SESSION_URL));
    expect(checkoutCalls()[0]?.[1]).toEqual({ json: { type: "subscription", subscription: "plan-a", email: "fan@example.org" } });
  });

  it("is not asked where everyone has an account of their own", async () => {
    const u = userEvent.setup();
    const item = paidItem(1);
    await renderCart(<Page items={[item]} site={paidSiteSettings} />);
    const dialog = await buy(u, item);
    expect(within(dialog).queryByRole("textbox", { name: t.buyerEmail })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: t.getPurchases })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: en.item.getPurchases })).not.toBeInTheDocument();
  });
});

describe("Already bought? Get my purchases", () => {
  it("from the cart: mails a link to the address and says so, the same whatever the answer; Back returns to the cart", async () => {
    const sent = jest.fn(() => ({}));
    api({ "/billing/buyer-link/": sent });
    const u = userEvent.setup();
    const item = paidItem(1);
    await renderCart(<Page items={[item]} />);
    const cart = await buy(u, item);
    await u.click(within(cart).getByRole("button", { name: t.getPurchases }));
    const dialog = await screen.findByRole("dialog", { name: t.titles.purchases });
    const email = within(dialog).getByRole("textbox", { name: t.purchases.email });
    expect(email).toHaveAttribute("autocomplete", "email");
    await u.click(within(dialog).getByRole("button", { name: t.purchases.send }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(en.validation.required));
    expect(sent).not.toHaveBeenCalled();

    await u.type(email, "buyer@example.org{Enter}");
    await waitFor(() =>
      expect(within(dialog).getByRole("status")).toHaveTextContent(
        "If purchases were made with this address, we have sent a link to it. It is valid for 15 minutes.",
      ),
    );
    expect(sent).toHaveBeenCalledWith({ json: { email: "buyer@example.org" } });
    await u.click(within(dialog).getByRole("button", { name: t.backToCart }));
    expect(await screen.findByRole("dialog", { name: "My cart" })).toBeInTheDocument();
  });

  it("from a locked item: opens the drawer on the form", async () => {
    const u = userEvent.setup();
    await renderCart(<Page items={[paidItem(1)]} />);
    await u.click(within(screen.getByRole("region", { name: "Testimony 1" })).getByRole("button", { name: en.item.getPurchases }));
    const dialog = await screen.findByRole("dialog", { name: t.titles.purchases });
    expect(within(dialog).getByRole("textbox", { name: t.purchases.email })).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: t.backToCart })).not.toBeInTheDocument();
  });
});

describe("back from the payment page without paying", () => {
  it("?checkout=canceled opens the cart with its lines, and leaves the address", async () => {
    storeCart({ "item-1": "price-1-1" });
    window.history.replaceState(null, "", "/testimony-1?checkout=canceled");
    await renderCart(<Page />);
    const dialog = await screen.findByRole("dialog", { name: "My cart" });
    expect(await within(dialog).findByText("Testimony 1")).toBeInTheDocument();
    expect(window.location.pathname).toBe("/testimony-1");
    expect(window.location.search).toBe("");
  });

  it("without it, the cart stays closed", async () => {
    storeCart({ "item-1": "price-1-1" });
    window.history.replaceState(null, "", "/testimony-1");
    await renderCart(<Page />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
