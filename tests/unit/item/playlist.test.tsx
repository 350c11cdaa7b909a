import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ItemPlayerArea } from "@/components/item/item-player-area";
import type { PlaylistMedia } from "@/lib/api/schemas";
import { fakeBff, makeItem, never, renderItem, settle } from "./test-utils";

jest.mock("@/lib/i18n/navigation", () => require("./test-utils").navigationMock);
jest.mock("@/lib/api/browser", () => ({ browserApi: { request: jest.fn() } }));
const { browserApi } = jest.requireMock("@/lib/api/browser") as { browserApi: { request: jest.Mock } };

const medias: PlaylistMedia[] = ["a", "b", "c"].map((n, i) => ({
  uid: `m-${n}`,
  name: `Part ${n.toUpperCase()}`,
  thumbnail: null,
  duration: 60 * (i + 1),
  description: null,
}));

async function render(warning: string | null = null) {
  const item = makeItem({ content_object_type: "playlist", content_warning: warning }, { medias, medias_count: 3, medias_duration: 360 });
  fakeBff(browserApi.request, { [`/items/${item.slug}/`]: never(), "/auth/me/": null });
  window.scrollTo = jest.fn();
  renderItem(<ItemPlayerArea item={item} siteMonetization={false} authEnabled locale="en" heading={<h1>{item.content_object.name}</h1>} />);
  await settle();
  return item;
}

/** The playlist with its player loaded (Play pressed). */
async function setup() {
  await render();
  await userEvent.click(screen.getByRole("button", { name: /^Play / }));
  jest.mocked(window.scrollTo).mockClear();
  const iframe = screen.getByTitle(/Video player/) as HTMLIFrameElement;
  const frameWindow = iframe.contentWindow!;
  const post = jest.spyOn(frameWindow, "postMessage").mockImplementation(() => undefined);
  return { iframe, frameWindow, post };
}

const current = () => screen.getAllByRole("button").find((b) => b.getAttribute("aria-current") === "true");

afterEach(() => window.history.replaceState(null, "", "/"));

describe("the page's headings", () => {
  it("the item's title comes first, then the playlist's list (spec §2: the title is the first heading)", async () => {
    const item = await render();
    const headings = screen.getAllByRole("heading").map((heading) => [heading.tagName, heading.textContent]);
    expect(headings[0]).toEqual(["H1", item.content_object.name]);
    expect(headings[1]).toEqual(["H2", "Videos of this playlist"]);
  });
});

describe("the player before it is wanted", () => {
  it("is the thumbnail with a Play button; pressing loads the player, playing, with the focus in it", async () => {
    const item = await render();
    expect(screen.queryByTitle(/Video player/)).toBeNull();
    expect(screen.getByRole("img", { name: /^Thumbnail of / })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /^Play / }));
    const iframe = screen.getByTitle(/^Video player/);
    expect(iframe).toHaveAttribute("src", `/embed/${item.uid}/?play=1`);
    expect(iframe).toHaveFocus();
    expect(screen.queryByRole("button", { name: /^Play / })).toBeNull();
  });

  it("choosing a media of the list loads the player on it", async () => {
    const item = await render();
    await userEvent.click(screen.getByRole("button", { name: /Part B/ }));
    expect(current()).toHaveTextContent("Part B");
    expect(screen.getByTitle(/^Video player/)).toHaveAttribute("src", `/embed/${item.uid}/?play=1&m=m-b`);
  });

  it("a warned item's player is there at once: its warning comes first", async () => {
    const item = await render("Violence.");
    expect(screen.queryByRole("button", { name: /^Play / })).toBeNull();
    expect(screen.getByTitle(/^Video player/)).toHaveAttribute("src", `/embed/${item.uid}/`);
  });

  it("a link to a moment loads the player at once, which reads the link itself", async () => {
    window.history.replaceState(null, "", "/item?m=m-c&t=42");
    const item = await render();
    expect(current()).toHaveTextContent("Part C");
    expect(screen.getByTitle(/^Video player/)).toHaveAttribute("src", `/embed/${item.uid}/`);
    expect(screen.getByTitle(/^Video player/)).not.toHaveFocus();
  });
});

describe("playlist list under the player", () => {
  it("selects the first media initially", async () => {
    await setup();
    expect(current()).toHaveTextContent("Part A");
  });

  it("selecting a media scrolls to the top and tells the player (own origin only)", async () => {
    const { post } = await setup();
    await userEvent.click(screen.getByRole("button", { name: /Part B/ }));
    expect(current()).toHaveTextContent("Part B");
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(post).toHaveBeenCalledWith({ event: "updateCurrentMedia", media_uid: "m-b" }, window.location.origin);
  });

  it("follows the player's player.medias.change from its own frame", async () => {
    const { frameWindow } = await setup();
    act(() => {
      window.dispatchEvent(
        new MessageEvent("message", {
          data: { event: "player.medias.change", media_id: "m-c" },
          origin: window.location.origin,
          source: frameWindow,
        }),
      );
    });
    expect(current()).toHaveTextContent("Part C");
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it.each([
    ["another origin", () => ({ origin: "https://evil.example", source: "frame" as const })],
    ["another window", () => ({ origin: window.location.origin, source: "self" as const })],
  ])("ignores a message from %s", async (_label, from) => {
    const { frameWindow } = await setup();
    const { origin, source } = from();
    act(() => {
      window.dispatchEvent(
        new MessageEvent("message", {
          data: { event: "player.medias.change", media_id: "m-c" },
          origin,
          source: source === "frame" ? frameWindow : window,
        }),
      );
    });
    expect(current()).toHaveTextContent("Part A");
  });

  it("ignores an unknown media and other events", async () => {
    const { frameWindow } = await setup();
    act(() => {
      for (const data of [{ event: "player.medias.change", media_id: "nope" }, { event: "other", media_id: "m-b" }, "m-b"]) {
        window.dispatchEvent(new MessageEvent("message", { data, origin: window.location.origin, source: frameWindow }));
      }
    });
    expect(current()).toHaveTextContent("Part A");
  });
});
