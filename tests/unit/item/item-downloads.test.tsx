import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ItemDownloads } from "@/components/item/item-downloads";
import type { MediaFile } from "@/lib/api/schemas";
import { fakeBff, makeItem, renderItem, settle } from "./test-utils";

jest.mock("@/lib/api/browser", () => ({ browserApi: { request: jest.fn() } }));
const { browserApi } = jest.requireMock("@/lib/api/browser") as { browserApi: { request: jest.Mock } };

const file = (slug: string, name: string, size: number): MediaFile => ({
  uid: `f-${name}`,
  display_name: name,
  size,
  width: null,
  height: null,
  file: `/api/public/websites/v1/files/f-${name}/?exp=1&download=1&sig=x`,
  slug,
});
const files = [file("hd", "HD video", 1_572_864_000), file("source", "Source video", 5 * 1024 ** 3), file("extra", "Transcript", 48_213)];

function setup(downloadable: boolean, access: boolean) {
  const item = makeItem({ is_content_downloadable: downloadable, has_access: access });
  fakeBff(browserApi.request, { [`/items/${item.slug}/`]: item, [`/items/${item.uid}/download/`]: files });
  renderItem(<ItemDownloads uid={item.uid} slug={item.slug} locale="en" />);
  return item;
}

describe("ItemDownloads", () => {
  it.each([
    [false, true],
    [true, false],
    [false, false],
  ])("downloadable %s, access %s → nothing", async (downloadable, access) => {
    setup(downloadable, access);
    await settle();
    expect(screen.queryByRole("button", { name: "Download" })).not.toBeInTheDocument();
    expect(browserApi.request).not.toHaveBeenCalledWith(expect.stringContaining("/download/"));
  });

  it("downloadable with access: lists the files and, apart, the extra ones, with sizes in base 1024", async () => {
    const item = setup(true, true);
    const button = await screen.findByRole("button", { name: "Download" });
    expect(browserApi.request).not.toHaveBeenCalledWith(`/items/${item.uid}/download/`, expect.anything(), expect.anything());
    await userEvent.click(button);
    const hd = await screen.findByRole("link", { name: "Download HD video (1.46 GB)" });
    expect(hd).toHaveAttribute("href", files[0]!.file);
    expect(hd).toHaveAttribute("download");
    expect(screen.getByRole("link", { name: "Download Source video (5 GB)" })).toBeInTheDocument();
    const extras = screen.getByRole("heading", { name: "Additional documents" }).closest("section");
    expect(extras).toHaveTextContent("Transcript");
    expect(extras).toHaveTextContent("47.08 KB");
    const main = screen.getByRole("heading", { name: "Video files" }).closest("section");
    expect(main).not.toHaveTextContent("Transcript");
  });
});
