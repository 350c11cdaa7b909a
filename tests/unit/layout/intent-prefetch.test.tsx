import { fireEvent, render, screen } from "@testing-library/react";
import { IntentPrefetch } from "@/components/layout/intent-prefetch";

const prefetch = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ prefetch }) }));

/** Links as the page's markup has them, outside what React renders. */
const LINKS = `
  <a href="/category/region-a"><span>Region A</span></a>
  <a href="/fr/search?q=village">Search</a>
  <a href="/current?x=1">Here</a>
  <a href="/api/public/websites/v1/files/1/">File</a>
  <a href="/images/w:640/media:uid:1/thumbnail.jpg">Picture</a>
  <a href="/demo/guide.pdf">Public file</a>
  <a href="/help/videos/search.webm">Help video</a>
  <a href="/sitemap.xml">Sitemap</a>
  <a href="/category/region-b" download>Download</a>
  <a href="/category/region-c" target="_blank">New tab</a>
  <a href="https://example.org/elsewhere">Elsewhere</a>
  <button type="button">Not a link</button>`;

beforeEach(() => {
  prefetch.mockClear();
  window.history.replaceState(null, "", "/current?x=1");
  document.body.innerHTML = LINKS;
});

describe("IntentPrefetch", () => {
  it("fetches a link's page when a pointer comes over it, from any of its children", () => {
    render(<IntentPrefetch />);
    expect(prefetch).not.toHaveBeenCalled();
    fireEvent.pointerOver(screen.getByText("Region A"));
    expect(prefetch).toHaveBeenCalledWith("/category/region-a");
  });

  it("fetches it when the focus comes to it, query included", () => {
    render(<IntentPrefetch />);
    fireEvent.focusIn(screen.getByText("Search"));
    expect(prefetch).toHaveBeenCalledWith("/fr/search?q=village");
  });

  it("leaves alone the current page, data, pictures, files, downloads, new tabs, other sites and what is not a link", () => {
    render(<IntentPrefetch />);
    for (const text of [
      "Here",
      "File",
      "Picture",
      "Public file",
      "Help video",
      "Sitemap",
      "Download",
      "New tab",
      "Elsewhere",
      "Not a link",
    ]) {
      fireEvent.pointerOver(screen.getByText(text));
      fireEvent.focusIn(screen.getByText(text));
    }
    expect(prefetch).not.toHaveBeenCalled();
  });

  it("stops listening when the frame goes", () => {
    const { unmount } = render(<IntentPrefetch />);
    unmount();
    fireEvent.pointerOver(screen.getByText("Region A"));
    expect(prefetch).not.toHaveBeenCalled();
  });
});
