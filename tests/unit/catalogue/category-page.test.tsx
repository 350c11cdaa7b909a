import { screen, within } from "@testing-library/react";
import CategoryPage, { generateMetadata } from "@/app/[site]/[locale]/category/[categorySlug]/page";
import { NotFoundAnswer } from "@/components/layout/not-found-answer";
import { ServerError } from "@/lib/api/errors";
import type { Category } from "@/lib/api/schemas";
import { getAllCategories, getCategoryBySlug, getPublicItems, getSettings } from "@/lib/server/data";
import { makeItems, renderWithProviders } from "./test-utils";

jest.mock("@/lib/i18n/navigation", () => require("./test-utils").navigationMock);
jest.mock("@/lib/api/endpoints", () => ({ getItems: jest.fn() }));
jest.mock("next-intl/server", () => require("./server-mocks").intlServerMock);
jest.mock("next/navigation", () => require("./server-mocks").nextNavigationMock);
jest.mock("@/lib/server/data", () => ({
  getAllCategories: jest.fn(),
  getCategoryBySlug: jest.fn(),
  getPublicItems: jest.fn(),
  getSettings: jest.fn(),
}));

const category = (slug: string, parent: string | null, extra: Partial<Category> = {}): Category => ({
  uid: `uid-${slug}`,
  parent_id: parent,
  slug,
  name: slug.toUpperCase(),
  description: null,
  thumbnail: null,
  icon: null,
  image_background: null,
  order_by: "-name",
  is_on_navbar: false,
  ...extra,
});

const root = category("region", null);
const current = category("villages", "uid-region", {
  description: "Villages of the north.",
  image_background: "/bg.svg",
  thumbnail: "/th.svg",
});
const child = category("village-1", "uid-villages");
const params = (slug: string) => Promise.resolve({ site: "localhost", locale: "en", categorySlug: slug });

beforeEach(() => {
  jest.mocked(getAllCategories).mockResolvedValue([root, current, child, category("other", null)]);
  jest.mocked(getCategoryBySlug).mockImplementation(async (_site, _locale, slug) => {
    if (slug === current.slug) return current;
    throw new ServerError({ status: 404, type: "not_found", message: "Not found." });
  });
  jest.mocked(getPublicItems).mockResolvedValue({ count: 45, results: makeItems(1, 30) });
  jest.mocked(getSettings).mockRejectedValue(new Error("not needed"));
});

describe("category page", () => {
  it("shows the banner, the first 30 items in the category's order with 'more', then the children", async () => {
    renderWithProviders(await CategoryPage({ params: params("villages") }));
    expect(getPublicItems).toHaveBeenCalledWith("localhost", "en", { categories: ["uid-villages"], ordering: "-name", limit: 30 });
    expect(screen.getByRole("heading", { level: 1, name: "VILLAGES" })).toBeInTheDocument();
    expect(screen.getByText("Villages of the north.")).toBeInTheDocument();
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(
      within(crumbs)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/", "/category/region"]);
    expect(within(screen.getByRole("list", { name: "Testimonies" })).getAllByRole("listitem")).toHaveLength(30);
    expect(screen.getByText("45 testimonies")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Show more" })).toBeInTheDocument();
    const children = screen.getByRole("list", { name: "Subcategories" });
    expect(within(children).getByRole("link", { name: "VILLAGE-1" })).toHaveAttribute("href", "/category/village-1");
  });

  it("describes its breadcrumb for search engines", async () => {
    const { container } = renderWithProviders(await CategoryPage({ params: params("villages") }));
    const script = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? "{}") as { itemListElement: { name: string; item: string }[] };
    expect(data.itemListElement.map((crumb) => [crumb.name, crumb.item])).toEqual([
      ["Home", "http://localhost:3000/"],
      ["REGION", "http://localhost:3000/category/region"],
      ["VILLAGES", "http://localhost:3000/category/villages"],
    ]);
  });

  it("answers with the category's not-found page when the category does not exist", async () => {
    const page = await CategoryPage({ params: params("nope") });
    expect(page.type).toBe(NotFoundAnswer);
    expect(page.props).toEqual({ locale: "en", namespace: "categoryNotFound" });
  });

  it("fails the render (so nothing is cached) when the content service is down", async () => {
    jest.mocked(getPublicItems).mockRejectedValueOnce(new Error("500"));
    await expect(CategoryPage({ params: params("villages") })).rejects.toThrow("500");
    jest.mocked(getCategoryBySlug).mockRejectedValueOnce(new ServerError({ status: 503, type: "x", message: "down" }));
    await expect(CategoryPage({ params: params("villages") })).rejects.toThrow("down");
  });

  it("has no 'more' button and says so when the category is empty", async () => {
    jest.mocked(getPublicItems).mockResolvedValueOnce({ count: 0, results: [] });
    renderWithProviders(await CategoryPage({ params: params("villages") }));
    expect(screen.getByText("This category holds no testimony yet.")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("has metadata: name, description, canonical, hreflang and an image", async () => {
    const metadata = await generateMetadata({ params: params("villages") });
    expect(metadata).toMatchObject({
      title: "VILLAGES",
      description: "Villages of the north.",
      alternates: {
        canonical: "http://localhost:3000/category/villages",
        languages: { fr: "http://localhost:3000/fr/category/villages" },
      },
      openGraph: { images: [{ url: "/th.svg" }] },
    });
    expect(await generateMetadata({ params: params("nope") })).toEqual({ title: "Requested page not found", robots: { index: false } });
  });
});
