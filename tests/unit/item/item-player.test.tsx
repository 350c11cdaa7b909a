import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ItemPlayer } from "@/components/item/item-player";
import type { Item, User } from "@/lib/api/schemas";
import { fakeBff, makeItem, never, renderItem, settle } from "./test-utils";

jest.mock("@/lib/i18n/navigation", () => require("./test-utils").navigationMock);
jest.mock("@/lib/api/browser", () => ({ browserApi: { request: jest.fn() } }));
const { browserApi } = jest.requireMock("@/lib/api/browser") as { browserApi: { request: jest.Mock } };

const user: User = { uid: "u1", first_name: "Ada", last_name: "L", email: "ada@example.org" };
const price = { uid: "p1", amount: 499, period: 48, downloadable_choices: null };

type Setup = { publicItem: Item; viewer?: Item | Promise<never> | number; user?: User | null; monetization?: boolean };

function setup({ publicItem, viewer = publicItem, user: me = null, monetization = false }: Setup) {
  fakeBff(browserApi.request, { [`/items/${publicItem.slug}/`]: viewer, "/auth/me/": me });
  const actions = { onRequestAccess: jest.fn(), onSubscribe: jest.fn(), onBuy: jest.fn() };
  renderItem(<ItemPlayer item={publicItem} siteMonetization={monetization} authEnabled locale="en" {...actions} />);
  return actions;
}

const restricted = (overrides: Partial<Item>) => makeItem({ has_access: false, ...overrides });

describe("ItemPlayer: access", () => {
  it("plays a public item at once in the embed player", async () => {
    const item = makeItem();
    setup({ publicItem: item, viewer: never() });
    const frame = screen.getByTitle(`Video player: ${item.content_object.name}`);
    expect(frame.tagName).toBe("IFRAME");
    expect(frame).toHaveAttribute("src", `/embed/${item.uid}/`);
    expect(frame).toHaveAttribute("allow", "autoplay; fullscreen; picture-in-picture");
    await settle();
  });

  it("while the viewer's access loads: the thumbnail, no overlay buttons", async () => {
    const item = restricted({ visibility_type: "private" });
    setup({ publicItem: item, viewer: never() });
    expect(screen.getByRole("img", { name: `Thumbnail of ${item.content_object.name}` })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Checking your access");
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    await settle();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("plays a restricted item when the viewer has access, with remaining time and end date", async () => {
    const item = restricted({ visibility_type: "on_demand" });
    const expireAt = new Date(Date.now() + (3 * 24 + 5) * 3_600_000 + 60_000).toISOString();
    setup({ publicItem: item, viewer: { ...item, has_access: true, expire_at: expireAt }, user });
    expect(await screen.findByTitle(/Video player/)).toHaveAttribute("src", `/embed/${item.uid}/`);
    const expiry = await screen.findByTestId("access-expiry");
    expect(expiry).toHaveTextContent("3 days and 5 hours left");
    expect(expiry).toHaveTextContent(/Access until \w+ \d+, \d{4}/);
  });
});

describe("ItemPlayer: no-access overlay, monetization off", () => {
  it("private: a sign-in link to /auth/login?next=/{slug} and the private text", async () => {
    const item = restricted({ visibility_type: "private" });
    setup({ publicItem: item });
    const link = await screen.findByRole("link", { name: "Sign in" });
    expect(link).toHaveAttribute("href", `/auth/login?next=%2F${item.slug}`);
    expect(screen.getByText("This content is private. Sign in to watch it.")).toBeInTheDocument();
  });

  it("on demand, signed out: request access still hands the item over (the drawer asks to sign in)", async () => {
    const item = restricted({ visibility_type: "on_demand" });
    const actions = setup({ publicItem: item });
    await userEvent.click(await screen.findByRole("button", { name: "Request access" }));
    expect(actions.onRequestAccess).toHaveBeenCalledWith(expect.objectContaining({ uid: item.uid }));
  });

  it("on demand without a request list to hand it to: request access goes to the login page", async () => {
    const item = restricted({ visibility_type: "on_demand" });
    fakeBff(browserApi.request, { [`/items/${item.slug}/`]: item, "/auth/me/": null });
    renderItem(<ItemPlayer item={item} siteMonetization={false} authEnabled locale="en" />);
    expect(await screen.findByRole("link", { name: "Request access" })).toHaveAttribute("href", `/auth/login?next=%2F${item.slug}`);
  });

  it("on demand, signed in: request access calls back with the item", async () => {
    const item = restricted({ visibility_type: "on_demand" });
    const actions = setup({ publicItem: item, user });
    await userEvent.click(await screen.findByRole("button", { name: "Request access" }));
    expect(actions.onRequestAccess).toHaveBeenCalledWith(expect.objectContaining({ uid: item.uid }));
  });

  it("on demand with an ended access: says when it expired", async () => {
    const item = restricted({ visibility_type: "on_demand" });
    setup({ publicItem: item, viewer: { ...item, expire_at: "2024-01-05T00:00:00.000Z" }, user });
    expect(await screen.findByText("Your access expired on January 5, 2024.")).toBeInTheDocument();
  });

  it("a monetized item on a site without monetization follows its visibility", async () => {
    setup({ publicItem: restricted({ visibility_type: "private", monetization_enabled: true, prices: [price] }) });
    expect(await screen.findByRole("link", { name: "Sign in" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Buy" })).not.toBeInTheDocument();
  });
});

describe("ItemPlayer: no-access overlay, monetization on", () => {
  const combos = [
    {
      label: "plans and prices",
      plans: ["plan"],
      prices: [price],
      buttons: ["Subscribe", "Buy"],
      text: "This testimony is available to buy or with a subscription.",
    },
    { label: "prices only", plans: [], prices: [price], buttons: ["Buy"], text: "This testimony is available to buy." },
    { label: "plans only", plans: ["plan"], prices: [], buttons: ["Subscribe"], text: "This testimony is available with a subscription." },
    { label: "neither", plans: [], prices: [], buttons: [], text: "This testimony is not on sale at the moment." },
  ];
  it.each(combos)("$label → $buttons and the paying text, whatever the visibility", async ({ plans, prices, buttons, text }) => {
    for (const visibility of ["public", "private", "on_demand"] as const) {
      const item = restricted({ visibility_type: visibility, monetization_enabled: true, plans, prices });
      const { unmount } = renderAndWait(item);
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.queryAllByRole("button").map((b) => b.textContent)).toEqual(buttons);
      expect(screen.queryByRole("link", { name: "Sign in" })).not.toBeInTheDocument();
      unmount();
    }
  });

  it("subscribe and buy call back with the viewer's item", async () => {
    const item = restricted({ visibility_type: "private", monetization_enabled: true, plans: ["plan"], prices: [price] });
    const actions = setup({ publicItem: item, monetization: true, user });
    await userEvent.click(await screen.findByRole("button", { name: "Subscribe" }));
    await userEvent.click(screen.getByRole("button", { name: "Buy" }));
    expect(actions.onSubscribe).toHaveBeenCalledWith(expect.objectContaining({ uid: item.uid }));
    expect(actions.onBuy).toHaveBeenCalledWith(expect.objectContaining({ uid: item.uid }));
  });
});

function renderAndWait(item: Item) {
  fakeBff(browserApi.request, { [`/items/${item.slug}/`]: item, "/auth/me/": null });
  return renderItem(<ItemPlayer item={item} siteMonetization authEnabled locale="en" />);
}

it("falls back to the public view when the per-user fetch fails", async () => {
  const item = restricted({ visibility_type: "private" });
  setup({ publicItem: item, viewer: 500 });
  await waitFor(() => expect(screen.getByRole("link", { name: "Sign in" })).toBeInTheDocument());
});
