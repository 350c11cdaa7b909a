import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CartRoot, type CartSettings } from "@/components/cart/cart-root";
import { AccessOverlay } from "@/components/item/access-overlay";
import { useItemActions } from "@/components/item/item-actions";
import { overlayFor } from "@/components/item/item-rules";
import type { Plan } from "@/lib/api/billing";
import { ServerError } from "@/lib/api/errors";
import type { Item } from "@/lib/api/schemas";
import en from "@/messages/en.json";
import { installDomShims } from "../layout/test-utils";
import {
  paidItem,
  paidSiteSettings,
  price,
  renderCart,
  routeApi,
  signedOutError,
  storeCart,
  storedCart,
  user as signedInUser,
} from "./cart-test-utils";

jest.mock("@/lib/api/browser", () => ({ browserApi: { request: jest.fn() } }));
jest.mock("@/lib/i18n/navigation", () => require("../layout/test-utils").navigationMock);
jest.mock("@/components/auth/login-form", () => require("./cart-test-utils").fakeLoginForm);
jest.mock("@/components/auth/register-form", () => require("./cart-test-utils").fakeRegisterForm);
jest.mock("@/components/ui/toast", () => ({ toast: { error: jest.fn() } }));
jest.mock("@/lib/cart/redirect", () => ({ goToCheckout: jest.fn() }));

const { browserApi } = jest.requireMock("@/lib/api/browser") as { browserApi: { request: jest.Mock } };
const { goToCheckout } = jest.requireMock("@/lib/cart/redirect") as { goToCheckout: jest.Mock };

const settings = paidSiteSettings;

const SESSION_URL = "https://pay.example.org/session/cs_1";

const plans: Plan[] = [
  { uid: "plan-a", name: "Monthly", amount: 990, interval: "month", description: null, thumbnail: null },
  {
    uid: "plan-b",
    name: "Yearly",
    amount: 9900,
    interval: "year",
    description: "<p>All testimonies, <strong>one year</strong>.</p>",
    thumbnail: "/media/plans/yearly.jpg",
  },
];

/** The item page's overlay, wired to the cart like on the site (CartItemActions). */
function Overlay({ item }: { item: Item }) {
  const actions = useItemActions({});
  return (
    <section aria-label={item.content_object.name}>
      <AccessOverlay overlay={overlayFor(item, true)} item={item} actions={actions} />
    </section>
  );
}

function Page({ items = [], site = settings }: { items?: Item[]; site?: CartSettings }) {
  return (
    <CartRoot settings={site}>
      {items.map((item) => (
        <Overlay key={item.uid} item={item} />
      ))}
    </CartRoot>
  );
}

type Routes = Parameters<typeof routeApi>[1];

function api(routes: Routes = {}, { signedIn = true } = {}) {
  routeApi(browserApi.request, {
    "/auth/me/": () => {
      if (!signedIn) throw signedOutError();
      return signedInUser;
    },
    "/billing/plans/": () => plans,
    "/billing/checkout/": () => ({ checkout_session_url: SESSION_URL }),
    ...routes,
  });
}

const calls = (path: string) => browserApi.request.mock.calls.filter(([p]) => p === path);

async function buy(u: ReturnType<typeof userEvent.setup>, item: Item) {
  await u.click(within(screen.getByRole("region", { name: item.content_object.name })).getByRole("button", { name: "Buy" }));
  return screen.findByRole("dialog", { name: "My cart" });
}

async function openSubscriptions(u: ReturnType<typeof userEvent.setup>, item: Item) {
  await u.click(within(screen.getByRole("region", { name: item.content_object.name })).getByRole("button", { name: "Subscribe" }));
  return screen.findByRole("dialog", { name: "Subscriptions" });
}

beforeAll(installDomShims);
beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, "", "/");
  api();
});

describe("restoring the paid cart from storage", () => {
  it("fetches the stored items with uid__in, drops the entries whose item or price is gone, and counts the rest", async () => {
    const u = userEvent.setup();
    storeCart({ "item-1": "price-1-2", "item-2": "price-2-1", "item-gone": "price-x", "item-3": "price-stale" });
    api({ "/items/": () => ({ count: 3, results: [paidItem(1), paidItem(2), paidItem(3)] }) });
    await renderCart(<Page />);

    const button = await screen.findByRole("button", { name: "Open my cart, 2 items" });
    expect(calls("/items/")).toEqual([
      ["/items/", { query: { uid__in: ["item-1", "item-2", "item-gone", "item-3"], limit: 100 } }, expect.anything()],
    ]);
    expect(storedCart()).toEqual({ "item-1": "price-1-2", "item-2": "price-2-1" });

    await u.click(button);
    const dialog = await screen.findByRole("dialog", { name: "My cart" });
    const list = within(dialog).getByRole("list", { name: "Testimonies in my cart" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    const first = within(dialog).getByRole("group", { name: "Choose an access to Testimony 1" });
    expect(within(first).getByRole("radio", { name: /€15\.00/ })).toBeChecked();
    expect(within(dialog).getByRole("group", { name: "Choose an access to Testimony 2" })).toBeInTheDocument();
    expect(within(dialog).getByTestId("cart-total")).toHaveTextContent("Total€19.99");
  });

  it("a stale entry shows no count and no empty 'My request' panel, and leaves storage", async () => {
    storeCart({ "item-9": "price-9-1" });
    api({ "/items/": () => ({ count: 0, results: [] }) });
    await renderCart(<Page />);
    await waitFor(() => expect(storedCart()).toBeNull());
    expect(screen.queryByRole("button", { name: /Open my/ })).not.toBeInTheDocument();
  });

  it("an unreadable stored cart is ignored without a request", async () => {
    window.localStorage.setItem("cart", "{not json");
    await renderCart(<Page />);
    expect(screen.queryByRole("button", { name: /Open my/ })).not.toBeInTheDocument();
    expect(calls("/items/")).toHaveLength(0);
  });

  it("a failed fetch is only logged: nothing is counted, the stored cart stays", async () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => {});
    storeCart({ "item-1": "price-1-1" });
    api({
      "/items/": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    await renderCart(<Page />);
    await waitFor(() => expect(log).toHaveBeenCalledWith("[cart] the cart's items could not be read", expect.any(TypeError)));
    expect(screen.queryByRole("button", { name: /Open my/ })).not.toBeInTheDocument();
    expect(storedCart()).toEqual({ "item-1": "price-1-1" });
    log.mockRestore();
  });

  it("a site without monetization has no paid cart", async () => {
    storeCart({ "item-1": "price-1-1" });
    await renderCart(<Page site={{ ...settings, monetization_enabled: false }} />);
    expect(screen.queryByRole("button", { name: /Open my cart/ })).not.toBeInTheDocument();
    expect(calls("/items/")).toHaveLength(0);
  });
});

describe("the prices panel", () => {
  it("Buy adds the item at its first price and opens the drawer on the prices panel", async () => {
    const u = userEvent.setup();
    const item = paidItem(1);
    await renderCart(<Page items={[item]} />);
    const dialog = await buy(u, item);

    const group = within(dialog).getByRole("group", { name: "Choose an access to Testimony 1" });
    const radios = within(group).getAllByRole("radio");
    expect(radios).toHaveLength(2);
    expect(radios[0]).toBeChecked();
    expect(radios[0]).toHaveAccessibleName("€4.99 48 hours");
    expect(radios[1]).toHaveAccessibleName("€15.00 Unlimited Downloads included: HD Source");
    expect(within(dialog).getByRole("link", { name: "Testimony 1" })).toHaveAttribute("href", "/testimony-1");
    expect(dialog.querySelector("img")).toHaveAttribute("src", "/images/media/uid/object-1/thumbnail.jpg");
    expect(within(dialog).getByTestId("cart-total")).toHaveTextContent("€4.99");
    expect(within(dialog).getByRole("button", { name: "Checkout" })).toBeEnabled();
    expect(storedCart()).toEqual({ "item-1": "price-1-1" });
    // Behind the modal drawer (hidden from the accessibility tree while it is open).
    expect(screen.getByRole("button", { name: "Open my cart, 1 item", hidden: true })).toBeInTheDocument();
  });

  it("choosing a price updates the total and the storage; a second Buy keeps the choice", async () => {
    const u = userEvent.setup();
    const one = paidItem(1);
    const two = paidItem(2, { prices: [price(2, 1, { amount: 250, period: 720, downloadable_choices: 1 })] });
    await renderCart(<Page items={[one, two]} />);
    let dialog = await buy(u, one);
    await u.click(within(dialog).getByRole("radio", { name: /€15\.00/ }));
    expect(storedCart()).toEqual({ "item-1": "price-1-2" });
    await u.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    dialog = await buy(u, two);
    expect(within(dialog).getByRole("radio", { name: "€2.50 30 days Downloads included: HD" })).toBeChecked();
    expect(within(dialog).getByTestId("cart-total")).toHaveTextContent("€17.50");
    await u.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    dialog = await buy(u, one);
    expect(within(dialog).getByRole("radio", { name: /€15\.00/ })).toBeChecked();
    expect(storedCart()).toEqual({ "item-1": "price-1-2", "item-2": "price-2-1" });
  });

  it("shows amounts in the site's currency", async () => {
    const u = userEvent.setup();
    const item = paidItem(1);
    await renderCart(<Page items={[item]} site={{ ...settings, monetization_currency: "chf" }} />);
    const dialog = await buy(u, item);
    expect(within(dialog).getByRole("radio", { name: /^CHF 4\.99/ })).toBeChecked();
    expect(within(dialog).getByTestId("cart-total")).toHaveTextContent("CHF 4.99");
  });

  it("removing keeps the focus in the list; removing the last entry closes the drawer", async () => {
    const u = userEvent.setup();
    const [one, two] = [paidItem(1), paidItem(2)];
    await renderCart(<Page items={[one, two]} />);
    await buy(u, one);
    await u.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const dialog = await buy(u, two);

    await u.click(within(dialog).getByRole("button", { name: "Remove Testimony 1 from my cart" }));
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Remove Testimony 2 from my cart" })).toHaveFocus());
    expect(within(dialog).getAllByRole("listitem")).toHaveLength(1);
    expect(within(dialog).getByTestId("cart-total")).toHaveTextContent("€4.99");
    expect(storedCart()).toEqual({ "item-2": "price-2-1" });

    await u.click(within(dialog).getByRole("button", { name: "Remove Testimony 2 from my cart" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(storedCart()).toBeNull();
    expect(screen.queryByRole("button", { name: /Open my cart/ })).not.toBeInTheDocument();
  });

  it("'Empty my cart' clears the map and the storage entry and closes the drawer", async () => {
    const u = userEvent.setup();
    storeCart({ "item-1": "price-1-1", "item-2": "price-2-1" });
    api({ "/items/": () => ({ count: 2, results: [paidItem(1), paidItem(2)] }) });
    await renderCart(<Page />);
    await u.click(await screen.findByRole("button", { name: "Open my cart, 2 items" }));
    const dialog = await screen.findByRole("dialog", { name: "My cart" });
    await u.click(within(dialog).getByRole("button", { name: "Empty my cart" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(window.localStorage.getItem("cart")).toBeNull();
    expect(screen.queryByRole("button", { name: /Open my/ })).not.toBeInTheDocument();
  });

  it("an empty cart opened directly has a disabled Checkout", async () => {
    const u = userEvent.setup();
    const item = paidItem(1);
    await renderCart(<Page items={[item]} />);
    const dialog = await buy(u, item);
    expect(within(dialog).getByRole("button", { name: "Checkout" })).toBeEnabled();
    // The same panel without entries (e.g. cleared from another tab).
    window.localStorage.removeItem("cart");
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "cart" }));
    });
    expect(await within(dialog).findByText(en.cart.cartEmpty)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Checkout" })).toBeDisabled();
  });
});

describe("the subscriptions panel", () => {
  it("lists the plans in euros, marks those that do not include the item and disables their Subscribe", async () => {
    const u = userEvent.setup();
    const item = paidItem(1, { plans: ["plan-a"] });
    await renderCart(<Page items={[item]} site={{ ...settings, monetization_currency: "chf" }} />);
    const dialog = await openSubscriptions(u, item);

    const list = await within(dialog).findByRole("list", { name: "Subscription plans" });
    const cards = within(list).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    expect(calls("/billing/plans/")).toHaveLength(1);
    expect(cards[0]).toHaveTextContent("€9.90 per month");
    expect(cards[1]).toHaveTextContent("€99.00 per year");
    expect(within(cards[0]!).getByRole("button", { name: "Subscribe to Monthly" })).toBeEnabled();
    expect(within(cards[0]!).queryByText(en.cart.planUnavailable)).not.toBeInTheDocument();
    const yearly = within(cards[1]!).getByRole("button", { name: "Subscribe to Yearly" });
    expect(yearly).toBeDisabled();
    expect(yearly).toHaveAccessibleDescription("This plan does not include this testimony.");
  });

  it("the details toggle shows the thumbnail and the HTML description", async () => {
    const u = userEvent.setup();
    const item = paidItem(1, { plans: ["plan-b"] });
    await renderCart(<Page items={[item]} />);
    const dialog = await openSubscriptions(u, item);
    await within(dialog).findByRole("list", { name: "Subscription plans" });
    // Only the plan with a description or a thumbnail has details.
    expect(within(dialog).getAllByRole("button", { name: /details/ })).toHaveLength(1);
    const toggle = within(dialog).getByRole("button", { name: "Show details of Yearly" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(within(dialog).queryByText("one year")).not.toBeVisible();
    await u.click(toggle);
    expect(within(dialog).getByRole("button", { name: "Hide details of Yearly" })).toHaveAttribute("aria-expanded", "true");
    expect(within(dialog).getByText("one year").tagName).toBe("STRONG");
    expect(within(dialog).getByText("one year")).toBeVisible();
    expect(dialog.querySelector('img[src="/media/plans/yearly.jpg"]')).toBeInTheDocument();
  });
});

describe("checkout", () => {
  it("Checkout posts the chosen prices and goes to the session's page; the cart stays until paid, Back reopens it", async () => {
    const u = userEvent.setup();
    const [one, two] = [paidItem(1), paidItem(2)];
    await renderCart(<Page items={[one, two]} />);
    await buy(u, one);
    await u.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const dialog = await buy(u, two);
    const group = within(dialog).getByRole("group", { name: "Choose an access to Testimony 2" });
    await u.click(within(group).getByRole("radio", { name: /€15\.00/ }));
    await u.click(within(dialog).getByRole("button", { name: "Checkout" }));

    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(SESSION_URL));
    expect(calls("/billing/checkout/")).toEqual([
      ["/billing/checkout/", { json: { type: "prices", prices: ["price-1-1", "price-2-2"] } }, expect.anything()],
    ]);
    expect(storedCart()).toEqual({ "item-1": "price-1-1", "item-2": "price-2-2" });
    // The page left says so: the browser's Back comes back to it with the cart open.
    expect(window.location.search).toBe("?checkout=canceled");
    // The overlay stays while the browser leaves.
    expect(within(dialog).getByRole("status")).toHaveTextContent("Preparing your payment…");
  });

  it("covers the drawer with the loading overlay while the checkout is created", async () => {
    const u = userEvent.setup();
    let answer: (value: unknown) => void = () => {};
    api({ "/billing/checkout/": () => new Promise((resolve) => (answer = resolve)) });
    const item = paidItem(1);
    await renderCart(<Page items={[item]} />);
    const dialog = await buy(u, item);
    await u.click(within(dialog).getByRole("button", { name: "Checkout" }));
    expect(within(dialog).getByRole("status")).toHaveTextContent("Preparing your payment…");
    expect(dialog).toHaveAttribute("aria-busy", "true");
    expect(within(dialog).getByRole("button", { name: "Checkout" })).toBeDisabled();
    answer({ checkout_session_url: SESSION_URL });
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(SESSION_URL));
  });

  it("Subscribe posts the plan and goes to the session's page; the cart is left alone", async () => {
    const u = userEvent.setup();
    const item = paidItem(1, { plans: ["plan-a"] });
    await renderCart(<Page items={[item]} />);
    await buy(u, item);
    await u.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const dialog = await openSubscriptions(u, item);
    await u.click(await within(dialog).findByRole("button", { name: "Subscribe to Monthly" }));

    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(SESSION_URL));
    expect(calls("/billing/checkout/")).toEqual([
      ["/billing/checkout/", { json: { type: "subscription", subscription: "plan-a" } }, expect.anything()],
    ]);
    expect(storedCart()).toEqual({ "item-1": "price-1-1" });
  });

  it("signed out: shows the login panel, then sends the same checkout after login", async () => {
    const u = userEvent.setup();
    api({}, { signedIn: false });
    const item = paidItem(1);
    await renderCart(<Page items={[item]} />);
    const dialog = await buy(u, item);
    await u.click(within(dialog).getByRole("button", { name: "Checkout" }));

    const login = await screen.findByRole("dialog", { name: "Log in to continue to payment" });
    expect(within(login).getByText(en.cart.resumeCheckoutHint)).toBeInTheDocument();
    expect(within(login).getByRole("button", { name: "Back to my cart" })).toBeInTheDocument();
    expect(calls("/billing/checkout/")).toHaveLength(0);

    api();
    await u.click(within(login).getByRole("button", { name: "Fake log in" }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(SESSION_URL));
    expect(calls("/billing/checkout/")).toEqual([
      ["/billing/checkout/", { json: { type: "prices", prices: ["price-1-1"] } }, expect.anything()],
    ]);
    expect(storedCart()).toEqual({ "item-1": "price-1-1" });
  });

  it("signed out: a subscription resumes after registering; Back returns to the plans", async () => {
    const u = userEvent.setup();
    api({}, { signedIn: false });
    const item = paidItem(1, { plans: ["plan-a"] });
    await renderCart(<Page items={[item]} />);
    const dialog = await openSubscriptions(u, item);
    await u.click(await within(dialog).findByRole("button", { name: "Subscribe to Monthly" }));
    const login = await screen.findByRole("dialog", { name: "Log in to continue to payment" });
    await u.click(within(login).getByRole("button", { name: "Back to subscriptions" }));
    await screen.findByRole("dialog", { name: "Subscriptions" });
    await u.click(await screen.findByRole("button", { name: "Subscribe to Monthly" }));
    await u.click(await screen.findByRole("button", { name: "Fake create an account" }));
    const register = await screen.findByRole("dialog", { name: "Create an account to continue to payment" });

    api();
    await u.click(within(register).getByRole("button", { name: "Fake register" }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(SESSION_URL));
    expect(calls("/billing/checkout/")).toEqual([
      ["/billing/checkout/", { json: { type: "subscription", subscription: "plan-a" } }, expect.anything()],
    ]);
  });

  it("a session that ended meanwhile (401) asks to log in, then resends; the cart is kept until then", async () => {
    const u = userEvent.setup();
    api({
      "/billing/checkout/": () => {
        throw signedOutError();
      },
    });
    const item = paidItem(1);
    await renderCart(<Page items={[item]} />);
    await u.click(within(await buy(u, item)).getByRole("button", { name: "Checkout" }));
    const login = await screen.findByRole("dialog", { name: "Log in to continue to payment" });
    expect(storedCart()).toEqual({ "item-1": "price-1-1" });
    expect(goToCheckout).not.toHaveBeenCalled();

    api();
    await u.click(within(login).getByRole("button", { name: "Fake log in" }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(SESSION_URL));
    expect(calls("/billing/checkout/")).toHaveLength(2);
  });

  it("a 400 shows the server's field message in the drawer; nothing is lost", async () => {
    const u = userEvent.setup();
    const message = "You already have access to Testimony 1.";
    api({
      "/billing/checkout/": () => {
        throw new ServerError({ status: 400, type: "validation_error", message: "Invalid input.", errors: { prices: [message] } });
      },
    });
    const item = paidItem(1);
    await renderCart(<Page items={[item]} />);
    const dialog = await buy(u, item);
    await u.click(within(dialog).getByRole("button", { name: "Checkout" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(message);
    expect(goToCheckout).not.toHaveBeenCalled();
    expect(storedCart()).toEqual({ "item-1": "price-1-1" });
    expect(within(dialog).getByRole("button", { name: "Checkout" })).toBeEnabled();
    expect(dialog).toHaveAttribute("aria-busy", "false");
  });

  it("a refused subscription shows its message on the plans; a network failure the generic text", async () => {
    const u = userEvent.setup();
    api({
      "/billing/checkout/": () => {
        throw new ServerError({
          status: 400,
          type: "validation_error",
          message: "Invalid input.",
          errors: { subscription: ["Already subscribed."] },
        });
      },
    });
    const item = paidItem(1, { plans: ["plan-a"] });
    await renderCart(<Page items={[item]} />);
    const dialog = await openSubscriptions(u, item);
    await u.click(await within(dialog).findByRole("button", { name: "Subscribe to Monthly" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Already subscribed.");

    api({
      "/billing/checkout/": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    await u.click(within(dialog).getByRole("button", { name: "Subscribe to Monthly" }));
    await waitFor(() => expect(within(dialog).getByRole("alert")).toHaveTextContent(en.cart.checkoutFailed));
  });
});
