import { screen, within } from "@testing-library/react";
import MediasPage, { generateMetadata } from "@/app/[site]/[locale]/medias/page";
import { ServerError } from "@/lib/api/errors";
import { getPublicItems } from "@/lib/server/data";
import { makeItems, renderWithProviders } from "./test-utils";

jest.mock("@/lib/i18n/navigation", () => require("./test-utils").navigationMock);
jest.mock("@/lib/api/endpoints", () => ({ getItems: jest.fn() }));
jest.mock("next-intl/server", () => require("./server-mocks").intlServerMock);
jest.mock("next/navigation", () => require("./server-mocks").nextNavigationMock);
jest.mock("@/lib/server/data", () => ({ getPublicItems: jest.fn() }));

const params = Promise.resolve({ site: "localhost", locale: "en" });

describe("all media page", () => {
  it("lists 28 media, newest first, with a 'more' button", async () => {
    jest.mocked(getPublicItems).mockResolvedValue({ count: 100, results: makeItems(1, 28) });
    renderWithProviders(await MediasPage({ params }));
    expect(getPublicItems).toHaveBeenCalledWith("localhost", "en", { ordering: "-published_at", limit: 28 });
    expect(screen.getByRole("heading", { level: 1, name: "All media" })).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "All media" })).getAllByRole("listitem")).toHaveLength(28);
    expect(screen.getByRole("heading", { level: 2, name: "Testimony 1" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Show more" })).toBeInTheDocument();
  });

  it("says so when the API has no list for the site", async () => {
    jest.mocked(getPublicItems).mockRejectedValueOnce(new ServerError({ status: 404, type: "site_not_found", message: "No site." }));
    renderWithProviders(await MediasPage({ params }));
    expect(screen.getByRole("alert")).toHaveTextContent("The media could not be loaded.");
  });

  it("fails the render (so no empty page is cached) when the content service is down", async () => {
    jest.mocked(getPublicItems).mockRejectedValueOnce(new Error("down"));
    await expect(MediasPage({ params })).rejects.toThrow("down");
  });

  it("has a title and hreflang alternates", async () => {
    expect(await generateMetadata({ params })).toMatchObject({
      title: "All media",
      alternates: { canonical: "http://localhost:3000/medias", languages: { fr: "http://localhost:3000/fr/medias" } },
    });
  });
});
