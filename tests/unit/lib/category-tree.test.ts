import type { Category, CategoryNode } from "@/lib/api/schemas";
import { buildCategoryTree, categoryHref, navCategories, navbarTree, splitNavbar } from "@/lib/categories/tree";

function cat(uid: string, parent_id: string | null, is_on_navbar = true): Category {
  return {
    uid,
    parent_id,
    slug: `slug-${uid}`,
    name: `Name ${uid}`,
    description: null,
    thumbnail: null,
    icon: null,
    image_background: null,
    order_by: "-published_at",
    is_on_navbar,
  };
}

const names = (nodes: { uid: string }[]) => nodes.map((n) => n.uid);

describe("buildCategoryTree", () => {
  it("nests children under the parent whose uid matches their parent_id, keeping order", () => {
    const tree = buildCategoryTree([cat("a", null), cat("a2", "a"), cat("b", null), cat("a1", "a"), cat("a1x", "a1")]);
    expect(names(tree)).toEqual(["a", "b"]);
    expect(names(tree[0]!.children)).toEqual(["a2", "a1"]);
    expect(names(tree[0]!.children[1]!.children)).toEqual(["a1x"]);
    expect(tree[1]!.children).toEqual([]);
  });

  it("finds a parent listed after its child", () => {
    const tree = buildCategoryTree([cat("child", "p"), cat("p", null)]);
    expect(names(tree)).toEqual(["p"]);
    expect(names(tree[0]!.children)).toEqual(["child"]);
  });

  it("drops orphans (missing parent) with their descendants, and cycles", () => {
    const tree = buildCategoryTree([cat("root", null), cat("orphan", "gone"), cat("orphan-kid", "orphan"), cat("x", "y"), cat("y", "x")]);
    expect(names(tree)).toEqual(["root"]);
    expect(tree[0]!.children).toEqual([]);
  });

  it("does not mutate its input", () => {
    const flat = [cat("a", null), cat("b", "a")];
    buildCategoryTree(flat);
    expect(flat[0]).not.toHaveProperty("children");
  });
});

describe("navCategories", () => {
  it("gives short ids that build the same tree, orphans still dropped", () => {
    const flat = [cat("a", null), cat("a2", "a"), cat("b", null), cat("a1", "a"), cat("a1x", "a1"), cat("orphan", "gone")];
    const short = navCategories(flat);
    expect(short.map((c) => [c.uid, c.parent_id])).toEqual([
      ["0", null],
      ["1", "0"],
      ["2", null],
      ["3", "0"],
      ["4", "3"],
      ["5", "?"],
    ]);
    expect(short[0]).toEqual({ uid: "0", parent_id: null, slug: "slug-a", name: "Name a", is_on_navbar: true });
    const slugs = (nodes: CategoryNode[]): unknown[] => nodes.map((n) => [n.slug, slugs(n.children)]);
    expect(slugs(buildCategoryTree(short))).toEqual(slugs(buildCategoryTree(flat)));
  });
});

describe("navbarTree", () => {
  it("keeps only is_on_navbar categories", () => {
    const tree = navbarTree([cat("a", null), cat("hidden", null, false), cat("a1", "a"), cat("a2", "a", false)]);
    expect(names(tree)).toEqual(["a"]);
    expect(names(tree[0]!.children)).toEqual(["a1"]);
  });

  it("drops a navbar child whose parent is not on the navbar", () => {
    expect(navbarTree([cat("p", null, false), cat("c", "p")])).toEqual([]);
  });
});

describe("splitNavbar", () => {
  const flat = ["1", "2", "3", "4", "5", "6", "7"].map((uid) => cat(uid, null));

  it("shows the first 5 top-level categories and puts the rest under More", () => {
    const { visible, more } = splitNavbar(navbarTree(flat));
    expect(names(visible)).toEqual(["1", "2", "3", "4", "5"]);
    expect(names(more)).toEqual(["6", "7"]);
  });

  it("has nothing under More with 5 categories or fewer", () => {
    expect(splitNavbar(navbarTree(flat.slice(0, 5))).more).toEqual([]);
    expect(splitNavbar([])).toEqual({ visible: [], more: [] });
  });

  it("ignores top-level nodes that are not on the navbar", () => {
    const tree = buildCategoryTree([cat("off", null, false), ...flat]);
    expect(names(splitNavbar(tree, 2).visible)).toEqual(["1", "2"]);
  });
});

describe("helpers", () => {
  it("categoryHref encodes the slug", () => {
    expect(categoryHref("é t")).toBe("/category/%C3%A9%20t");
  });
});
