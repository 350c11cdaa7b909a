// A thumbnail's srcset lists only the widths its `sizes` can make a browser pick.
import { THUMBNAIL_WIDTHS, thumbnailImage, thumbnailSrcSet, thumbnailWidthsFor } from "@/lib/images";

describe("thumbnailWidthsFor", () => {
  it.each([
    ["300px", [320, 640, 960]],
    ["455px", [480, 960, 1280]],
    ["(min-width: 768px) 455px, 300px", [320, 480, 640, 960, 1280]],
    ["100vw", THUMBNAIL_WIDTHS],
    ["(min-width: 1024px) 276px, (min-width: 640px) 50vw, 100vw", THUMBNAIL_WIDTHS],
    ["", THUMBNAIL_WIDTHS],
  ])("%s → %p", (sizes, widths) => {
    expect(thumbnailWidthsFor(sizes)).toEqual(widths);
  });
});

describe("thumbnailImage", () => {
  it("a 300px card: three widths, and a src among them", () => {
    const { src, srcSet } = thumbnailImage("media", "u1", "300px", 480);
    expect(srcSet).toBe(
      "/images/w:320/media:uid:u1/thumbnail.jpg 320w, /images/w:640/media:uid:u1/thumbnail.jpg 640w, /images/w:960/media:uid:u1/thumbnail.jpg 960w",
    );
    expect(src).toBe("/images/w:640/media:uid:u1/thumbnail.jpg");
  });

  it("a fluid image keeps every width and the preferred src", () => {
    const { src, srcSet } = thumbnailImage("playlist", "p1", "100vw", 1280);
    expect(srcSet).toBe(thumbnailSrcSet("playlist", "p1"));
    expect(src).toBe("/images/w:1280/playlist:uid:p1/thumbnail.jpg");
  });
});
