// The checks of what localStorage holds (lib/cart/stored-cart.ts): untrusted JSON becomes a list or
// a cart the drawer can use, or is dropped whole.
import { CHECKOUT_MAX_PRICES } from "@/lib/api/billing";
import { MAX_ON_DEMAND_ENTRIES, type OnDemandEntry } from "@/lib/cart/on-demand-list";
import { readOnDemandList, readPriceCart } from "@/lib/cart/stored-cart";
import { onDemandStore, priceCartStore } from "@/lib/cart/stores";

const entry = (n: number): OnDemandEntry => ({ uid: `uid-${n}`, slug: `item-${n}`, name: `Item ${n}`, type: "media" });

describe("readOnDemandList", () => {
  it("keeps a well-formed list, with or without thumbnails", () => {
    const list = [
      entry(1),
      { ...entry(2), type: "playlist", thumbnail: "/t.jpg" },
      { ...entry(3), thumbnail: null },
      { ...entry(4), name: "" },
    ];
    expect(readOnDemandList(list)).toEqual(list);
    expect(readOnDemandList([])).toEqual([]);
  });

  it("leaves out the fields it does not know", () => {
    expect(readOnDemandList([{ ...entry(1), price: 3, admin: true }])).toEqual([entry(1)]);
    expect(Object.keys(readOnDemandList([{ ...entry(1), extra: "x" }])?.[0] ?? {})).toEqual(["uid", "slug", "name", "type"]);
  });

  it.each<[string, unknown]>([
    ["null", null],
    ["an object", { 0: entry(1) }],
    ["a string", "uid-1"],
    ["an entry that is not an object", [entry(1), "uid-2"]],
    ["an empty uid", [{ ...entry(1), uid: "" }]],
    ["an empty slug", [{ ...entry(1), slug: "" }]],
    ["a missing name", [{ uid: "u", slug: "s", type: "media" }]],
    ["a numeric uid", [{ ...entry(1), uid: 1 }]],
    ["an unknown type", [{ ...entry(1), type: "book" }]],
    ["a thumbnail that is not text", [{ ...entry(1), thumbnail: 3 }]],
    ["an array as an entry", [[entry(1)]]],
  ])("drops %s", (_, value) => {
    expect(readOnDemandList(value)).toBeNull();
  });

  it("drops a list longer than a request takes rather than trimming it", () => {
    const full = Array.from({ length: MAX_ON_DEMAND_ENTRIES }, (_, i) => entry(i));
    expect(readOnDemandList(full)).toHaveLength(MAX_ON_DEMAND_ENTRIES);
    expect(readOnDemandList([...full, entry(99)])).toBeNull();
  });
});

describe("readPriceCart", () => {
  it("keeps a map of item uids to price uids", () => {
    expect(readPriceCart({ "item-1": "price-1", "item-2": "price-2" })).toEqual({ "item-1": "price-1", "item-2": "price-2" });
    expect(readPriceCart({})).toEqual({});
  });

  it.each<[string, unknown]>([
    ["null", null],
    ["an array", [["item-1", "price-1"]]],
    ["a number", 3],
    ["an empty item uid", { "": "price-1" }],
    ["an empty price uid", { "item-1": "" }],
    ["a price that is not text", { "item-1": 1 }],
    ["a nested object", { "item-1": { uid: "price-1" } }],
  ])("drops %s", (_, value) => {
    expect(readPriceCart(value)).toBeNull();
  });

  it("drops a cart larger than a checkout takes", () => {
    const cart = (size: number) => Object.fromEntries(Array.from({ length: size }, (_, i) => [`item-${i}`, `price-${i}`]));
    expect(readPriceCart(cart(CHECKOUT_MAX_PRICES))).toEqual(cart(CHECKOUT_MAX_PRICES));
    expect(readPriceCart(cart(CHECKOUT_MAX_PRICES + 1))).toBeNull();
  });

  it("keeps a `__proto__` key as a plain entry, not as the object's prototype", () => {
    const read = readPriceCart(JSON.parse('{"__proto__": "price-1"}'));
    expect(Object.getPrototypeOf(read)).toBe(Object.prototype);
    expect(Object.keys(read ?? {})).toEqual(["__proto__"]);
  });
});

describe("the stores read through these checks", () => {
  afterEach(() => window.localStorage.clear());

  it.each<[string, string, unknown]>([
    ["onDemand", "{not json", []],
    ["onDemand", JSON.stringify([{ ...entry(1), type: "book" }]), []],
    ["onDemand", JSON.stringify([{ ...entry(1), extra: 1 }]), [entry(1)]],
    ["cart", "{not json", {}],
    ["cart", JSON.stringify({ "item-1": 1 }), {}],
    ["cart", JSON.stringify({ "item-1": "price-1" }), { "item-1": "price-1" }],
  ])("%s = %s reads as %j", (key, raw, expected) => {
    window.localStorage.setItem(key, raw);
    expect((key === "cart" ? priceCartStore : onDemandStore).get()).toEqual(expected);
  });
});
