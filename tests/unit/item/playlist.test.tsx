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

async function setup() {
  const item = makeItem({ content_object_type: "playlist" }, { medias, medias_count: 3, medias_duration: 360 });
  fakeBff(browserApi.request, { [`/items/${item.slug}/`]: never(), "/auth/me/": null });
  window.scrollTo = jest.fn();
  renderItem(<ItemPlayerArea item={item} siteMonetization={false} authEnabled locale="en" />);
  await settle();
  const iframe = screen.getByTitle(/Video player/) as HTMLIFrameElement;
  const frameWindow = iframe.contentWindow!;
  const post = jest.spyOn(frameWindow, "postMessage").mockImplementation(() => undefined);
  return { iframe, frameWindow, post };
}

const current = () => screen.getAllByRole("button").find((b) => b.getAttribute("aria-current") === "true");

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
