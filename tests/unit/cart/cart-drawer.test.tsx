import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CartRoot } from "@/components/cart/cart-root";
import { RequestAccessButton } from "@/components/cart/request-access-button";
import en from "@/messages/en.json";
import { installDomShims } from "../layout/test-utils";
import { entry, paidItem, renderCart, routeApi, storeCart, storedEntries, storeEntries, user as signedInUser } from "./cart-test-utils";

jest.mock("@/lib/api/browser", () => ({ browserApi: { request: jest.fn() } }));
jest.mock("@/lib/i18n/navigation", () => require("../layout/test-utils").navigationMock);
jest.mock("@/components/auth/login-form", () => require("./cart-test-utils").fakeLoginForm);
jest.mock("@/components/auth/register-form", () => require("./cart-test-utils").fakeRegisterForm);
jest.mock("@/components/ui/toast", () => ({ toast: { error: jest.fn() } }));

const { browserApi } = jest.requireMock("@/lib/api/browser") as { browserApi: { request: jest.Mock } };

const settings = { auth_enabled: true, auth_method: "users", auth_users_registration_enabled: true } as const;

function Page({ items = [entry(1), entry(2)] }: { items?: ReturnType<typeof entry>[] }) {
  return (
    <CartRoot settings={settings}>
      {items.map((item) => (
        <RequestAccessButton key={item.uid} item={item} />
      ))}
    </CartRoot>
  );
}

beforeAll(installDomShims);
beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
  routeApi(browserApi.request, { "/auth/me/": () => signedInUser });
});

async function closeDrawer(u: ReturnType<typeof userEvent.setup>) {
  await u.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
}

describe("cart drawer: the on-demand list", () => {
  it("actions called before the cart's engine is fetched run once it is, in their order", async () => {
    await renderCart(<Page />);
    // Both clicks land in the same tick, before the engine (fetched on the first) is there. This is
    // the file's first test: later ones find the engine's module already loaded.
    const first = screen.getByRole("button", { name: "Request access to Testimony 1" });
    const second = screen.getByRole("button", { name: "Request access to Testimony 2" });
    fireEvent.click(first);
    fireEvent.click(second);
    const dialog = await screen.findByRole("dialog", { name: "My request" });
    const list = within(dialog).getByRole("list", { name: "Requested testimonies" });
    expect(
      within(list)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Testimony 1", "Testimony 2"]);
    expect(storedEntries()?.map((stored) => stored.uid)).toEqual(["item-1", "item-2"]);
  });

  it("adding opens the drawer on the onDemand panel with the item, its thumbnail and link", async () => {
    const u = userEvent.setup();
    await renderCart(<Page />);
    await u.click(screen.getByRole("button", { name: "Request access to Testimony 1" }));
    const dialog = await screen.findByRole("dialog", { name: "My request" });
    const list = within(dialog).getByRole("list", { name: "Requested testimonies" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    expect(within(list).getByRole("link", { name: "Testimony 1" })).toHaveAttribute("href", "/testimony-1");
    expect(list.querySelector("img")).toHaveAttribute("src", "/images/media/uid/item-1/thumbnail.jpg");
    expect(within(dialog).getByText("1 of 10 testimonies")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Submit my request" })).toBeEnabled();
    expect(storedEntries()).toEqual([expect.objectContaining({ uid: "item-1", slug: "testimony-1", type: "media" })]);
  });

  it("uses the playlist path for playlists, and the item's own thumbnail when given", async () => {
    const u = userEvent.setup();
    await renderCart(<Page items={[entry(2), entry(3, { thumbnail: "/images/media/uid/object-3/thumbnail.jpg" })]} />);
    await u.click(screen.getByRole("button", { name: "Request access to Testimony 2" }));
    await closeDrawer(u);
    await u.click(screen.getByRole("button", { name: "Request access to Testimony 3" }));
    const images = (await screen.findByRole("list", { name: "Requested testimonies" })).querySelectorAll("img");
    expect([...images].map((img) => img.getAttribute("src"))).toEqual([
      "/images/playlist/uid/item-2/thumbnail.jpg",
      "/images/media/uid/object-3/thumbnail.jpg",
    ]);
  });

  it("ignores a duplicate but still opens the drawer", async () => {
    const u = userEvent.setup();
    await renderCart(<Page />);
    await u.click(screen.getByRole("button", { name: "Request access to Testimony 1" }));
    await closeDrawer(u);
    await u.click(screen.getByRole("button", { name: "Testimony 1 is in my request: open it" }));
    const dialog = await screen.findByRole("dialog", { name: "My request" });
    expect(within(dialog).getAllByRole("listitem")).toHaveLength(1);
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
    expect(storedEntries()).toHaveLength(1);
  });

  it("stops at 10: an 11th item shows the too-many-items banner and is not added", async () => {
    const u = userEvent.setup();
    storeEntries(Array.from({ length: 10 }, (_, i) => entry(i + 1)));
    await renderCart(<Page items={[entry(11)]} />);
    await u.click(screen.getByRole("button", { name: "Request access to Testimony 11" }));
    const dialog = await screen.findByRole("dialog", { name: "My request" });
    expect(within(dialog).getByRole("alert")).toHaveTextContent(en.cart.tooManyItems);
    expect(en.cart.tooManyItems).toBe(
      "You have reached the limit of the number of requests allowed. Please validate this request and make a new one to access other videos.",
    );
    expect(within(dialog).getAllByRole("listitem")).toHaveLength(10);
    expect(within(dialog).queryByRole("link", { name: "Testimony 11" })).not.toBeInTheDocument();
    expect(storedEntries()).toHaveLength(10);
  });

  it("removing an item removes it (and its storage), clears the banner and keeps the focus in the list", async () => {
    const u = userEvent.setup();
    storeEntries(Array.from({ length: 10 }, (_, i) => entry(i + 1)));
    await renderCart(<Page items={[entry(11)]} />);
    await u.click(screen.getByRole("button", { name: "Request access to Testimony 11" }));
    const dialog = await screen.findByRole("dialog");
    await u.click(within(dialog).getByRole("button", { name: "Remove Testimony 3 from my request" }));
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("link", { name: "Testimony 3" })).not.toBeInTheDocument();
    expect(within(dialog).getAllByRole("listitem")).toHaveLength(9);
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Remove Testimony 4 from my request" })).toHaveFocus());
    expect(storedEntries()?.map((e) => e.uid)).not.toContain("item-3");
  });

  it("removing the last item leaves an empty list, an empty message and a disabled submit", async () => {
    const u = userEvent.setup();
    await renderCart(<Page />);
    await u.click(screen.getByRole("button", { name: "Request access to Testimony 1" }));
    const dialog = await screen.findByRole("dialog");
    await u.click(within(dialog).getByRole("button", { name: "Remove Testimony 1 from my request" }));
    expect(within(dialog).getByText(en.cart.onDemandEmpty)).toHaveFocus();
    expect(within(dialog).getByRole("button", { name: "Submit my request" })).toBeDisabled();
    expect(storedEntries()).toBeNull();
  });

  it("keeps the list across a re-mount (localStorage)", async () => {
    const u = userEvent.setup();
    const first = await renderCart(<Page />);
    await u.click(screen.getByRole("button", { name: "Request access to Testimony 2" }));
    await closeDrawer(u);
    first.unmount();

    await renderCart(<Page />);
    await u.click(await screen.findByRole("button", { name: "Open my request, 1 item" }));
    const dialog = await screen.findByRole("dialog", { name: "My request" });
    expect(within(dialog).getByRole("link", { name: "Testimony 2" })).toBeInTheDocument();
  });

  it("drops a stored list it cannot read instead of failing", async () => {
    window.localStorage.setItem("onDemand", "{not json");
    await renderCart(<Page />);
    expect(screen.queryByRole("button", { name: /Open my request/ })).not.toBeInTheDocument();
  });

  it("is a focus-trapped dialog closed by Escape that returns the focus to the button", async () => {
    const u = userEvent.setup();
    await renderCart(<Page />);
    const button = screen.getByRole("button", { name: "Request access to Testimony 1" });
    await u.click(button);
    const dialog = await screen.findByRole("dialog", { name: "My request" });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await closeDrawer(u);
    expect(screen.getByRole("button", { name: "Testimony 1 is in my request: open it" })).toHaveFocus();
  });

  it("following an item's link closes the drawer", async () => {
    const u = userEvent.setup();
    await renderCart(<Page />);
    await u.click(screen.getByRole("button", { name: "Request access to Testimony 1" }));
    await u.click(within(await screen.findByRole("dialog")).getByRole("link", { name: "Testimony 1" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});

describe("floating cart button", () => {
  it("is hidden while nothing is held", async () => {
    await renderCart(<Page />);
    expect(screen.queryByRole("button", { name: /Open my/ })).not.toBeInTheDocument();
  });

  it("counts the on-demand entries and opens the drawer", async () => {
    const u = userEvent.setup();
    storeEntries([entry(1), entry(2), entry(3)]);
    await renderCart(<Page items={[]} />);
    const button = screen.getByRole("button", { name: "Open my request, 3 items" });
    expect(button).toHaveTextContent("3");
    await u.click(button);
    expect(await screen.findByRole("dialog", { name: "My request" })).toBeInTheDocument();
  });

  it("counts the paid cart's entries first when it holds some (once they are restored)", async () => {
    storeEntries([entry(1), entry(2), entry(3)]);
    storeCart({ "item-8": "price-8-1", "item-9": "price-9-2" });
    routeApi(browserApi.request, {
      "/auth/me/": () => signedInUser,
      "/items/": () => ({ count: 2, results: [paidItem(8), paidItem(9)] }),
    });
    await renderCart(
      <CartRoot settings={{ ...settings, monetization_enabled: true, monetization_currency: "eur" }}>
        <span />
      </CartRoot>,
    );
    expect(await screen.findByRole("button", { name: "Open my cart, 2 items" })).toHaveTextContent("2");
  });

  it("follows the list: it appears after the first add and disappears when the list empties", async () => {
    const u = userEvent.setup();
    await renderCart(<Page />);
    await u.click(screen.getByRole("button", { name: "Request access to Testimony 1" }));
    const dialog = await screen.findByRole("dialog");
    await u.click(within(dialog).getByRole("button", { name: "Remove Testimony 1 from my request" }));
    await closeDrawer(u);
    expect(screen.queryByRole("button", { name: /Open my request/ })).not.toBeInTheDocument();
    await u.click(screen.getByRole("button", { name: "Request access to Testimony 2" }));
    await closeDrawer(u);
    expect(screen.getByRole("button", { name: "Open my request, 1 item" })).toBeInTheDocument();
  });
});
