import { breadcrumbList } from "@/components/catalogue/breadcrumb-json-ld";
import type { Category } from "@/lib/api/schemas";
import { categoryItemOrdering } from "@/lib/catalogue/ordering";
import { categoryTrail, childrenOf, topLevel } from "@/lib/categories/trail";

const category = (uid: string, parent: string | null): Category => ({
  uid,
  parent_id: parent,
  slug: uid,
  name: uid.toUpperCase(),
  description: null,
  thumbnail: null,
  icon: null,
  image_background: null,
  order_by: "position",
  is_on_navbar: false,
});

const all = [category("a", null), category("a1", "a"), category("a1x", "a1"), category("a2", "a"), category("b", null)];

describe("categoryTrail", () => {
  it("runs from the top-level ancestor down to the category", () => {
    expect(categoryTrail(all, all[2]!).map((c) => c.uid)).toEqual(["a", "a1", "a1x"]);
    expect(categoryTrail(all, all[4]!).map((c) => c.uid)).toEqual(["b"]);
  });

  it("stops at a missing parent and at a cycle", () => {
    expect(categoryTrail(all, category("orphan", "gone")).map((c) => c.uid)).toEqual(["orphan"]);
    const loop = [category("x", "y"), category("y", "x")];
    expect(categoryTrail(loop, loop[0]!).map((c) => c.uid)).toEqual(["y", "x"]);
  });

  it("finds children and the top level in list order", () => {
    expect(childrenOf(all, "a").map((c) => c.uid)).toEqual(["a1", "a2"]);
    expect(topLevel(all).map((c) => c.uid)).toEqual(["a", "b"]);
  });
});

describe("breadcrumbList", () => {
  it("is a schema.org BreadcrumbList with 1-based positions", () => {
    expect(
      breadcrumbList([
        { name: "Home", url: "https://x/" },
        { name: "A", url: "https://x/category/a" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://x/" },
        { "@type": "ListItem", position: 2, name: "A", item: "https://x/category/a" },
      ],
    });
  });
});

describe("categoryItemOrdering", () => {
  it.each([
    ["-published_at", "-published_at"],
    ["name", "name"],
    ["position", "position"],
    ["bogus", undefined],
    ["", undefined],
  ])("%s → %s", (orderBy, expected) => {
    expect(categoryItemOrdering(orderBy)).toBe(expected);
  });
});
