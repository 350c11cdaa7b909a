import { accessPeriod, CHECKOUT_MAX_PRICES } from "@/lib/api/billing";
import { drawerReducer } from "@/lib/cart/drawer-state";
import { initialDrawerState } from "@/lib/cart/initial-drawer-state";
import {
  addToPriceCart,
  cartLines,
  cartTotal,
  choosePrice,
  downloadBadges,
  itemThumbnail,
  pruneCart,
  removeFromPriceCart,
} from "@/lib/cart/price-cart";
import { formatAmount } from "@/lib/format-account";
import { paidItem, price } from "./cart-test-utils";

describe("the paid cart's rules (spec §4, §9)", () => {
  it("adds an item with prices at its first price; ignores one without prices", () => {
    expect(addToPriceCart({}, paidItem(1))).toEqual({ cart: { "item-1": "price-1-1" }, status: "added" });
    expect(addToPriceCart({}, paidItem(2, { prices: [] }))).toEqual({ cart: {}, status: "noPrice" });
  });

  it("keeps the chosen price of an item already there, unless the item no longer offers it", () => {
    const cart = { "item-1": "price-1-2" };
    expect(addToPriceCart(cart, paidItem(1))).toEqual({ cart, status: "duplicate" });
    expect(addToPriceCart({ "item-1": "gone" }, paidItem(1))).toEqual({ cart: { "item-1": "price-1-1" }, status: "added" });
  });

  it("stops at the checkout's limit", () => {
    const full = Object.fromEntries(Array.from({ length: CHECKOUT_MAX_PRICES }, (_, i) => [`item-x${i}`, "p"]));
    expect(addToPriceCart(full, paidItem(1)).status).toBe("full");
  });

  it("chooses and removes without touching other entries (same object when nothing changes)", () => {
    const cart = { "item-1": "price-1-1", "item-2": "price-2-1" };
    expect(choosePrice(cart, "item-1", "price-1-2")).toEqual({ "item-1": "price-1-2", "item-2": "price-2-1" });
    expect(choosePrice(cart, "item-1", "price-1-1")).toBe(cart);
    expect(choosePrice(cart, "item-9", "price-9-1")).toBe(cart);
    expect(removeFromPriceCart(cart, "item-1")).toEqual({ "item-2": "price-2-1" });
    expect(removeFromPriceCart(cart, "item-9")).toBe(cart);
  });

  it("prunes the checked entries whose item or price is gone", () => {
    const cart = { "item-1": "price-1-2", "item-2": "stale", "item-3": "price-3-1", "item-4": "price-4-1" };
    const found = { "item-1": paidItem(1), "item-2": paidItem(2) };
    // item-4 was not part of this fetch: kept as it is.
    expect(pruneCart(cart, ["item-1", "item-2", "item-3"], found)).toEqual({ "item-1": "price-1-2", "item-4": "price-4-1" });
    expect(pruneCart({ "item-1": "price-1-1" }, ["item-1"], found)).toEqual({ "item-1": "price-1-1" });
  });

  it("lists the showable entries in order and totals their amounts", () => {
    const items = { "item-1": paidItem(1), "item-2": paidItem(2) };
    const lines = cartLines({ "item-2": "price-2-2", "item-1": "price-1-1", "item-3": "price-3-1" }, items);
    expect(lines.map((l) => [l.item.uid, l.price.uid])).toEqual([
      ["item-2", "price-2-2"],
      ["item-1", "price-1-1"],
    ]);
    expect(cartTotal(lines)).toBe(1999);
    expect(cartTotal([])).toBe(0);
  });

  it("reads periods and download choices", () => {
    expect(accessPeriod(0)).toEqual({ unit: "unlimited" });
    expect(accessPeriod(48)).toEqual({ unit: "hours", count: 48 });
    expect(accessPeriod(720)).toEqual({ unit: "days", count: 30 });
    expect(accessPeriod(100)).toEqual({ unit: "hours", count: 100 });
    expect(downloadBadges(null)).toEqual([]);
    expect(downloadBadges(1)).toEqual(["hd"]);
    expect(downloadBadges(2)).toEqual(["source"]);
    expect(downloadBadges(3)).toEqual(["hd", "source"]);
  });

  it("builds the cart thumbnail paths of spec §2", () => {
    expect(itemThumbnail(paidItem(1))).toBe("/images/media/uid/object-1/thumbnail.jpg");
    const playlist = paidItem(2, { content_object_type: "playlist" });
    expect(itemThumbnail(playlist)).toBe("/images/playlist/uid/object-2/thumbnail.jpg");
    expect(itemThumbnail(paidItem(3, { content_object_thumbnail: "/x.jpg" }))).toBe("/x.jpg");
  });

  it("shows money per spec §9", () => {
    expect(formatAmount(1999, "eur", "en")).toBe("€19.99");
    expect(formatAmount(1999, "chf", "en")).toBe("CHF 19.99");
    expect(price(1, 1).amount).toBe(499);
  });
});

describe("drawer state for checkouts", () => {
  it("a refused checkout resent from the login panel shows on its own panel", () => {
    const waiting = drawerReducer(initialDrawerState, { type: "loginRequired", pending: { type: "subscription", plan: "p" } });
    expect(waiting).toMatchObject({ open: true, panel: "login", pending: { type: "subscription", plan: "p" } });
    const failed = drawerReducer(waiting, { type: "checkoutFailed", panel: "subscriptions", message: "No." });
    expect(failed).toMatchObject({ panel: "subscriptions", pending: null, checkoutError: { message: "No." } });
    expect(drawerReducer(failed, { type: "showPanel", panel: "prices" }).checkoutError).toBeNull();
    expect(drawerReducer(failed, { type: "close" }).checkoutError).toBeNull();
    expect(drawerReducer(failed, { type: "submitStart", job: "prices" })).toMatchObject({ submitting: "prices", checkoutError: null });
  });
});
