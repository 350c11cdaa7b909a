import { act, fireEvent, screen } from "@testing-library/react";
import { Player } from "@/components/player/player";
import { parseEmbedFlags, type EmbedFlags } from "@/components/player/embed-flags";
import { embedLocale } from "@/lib/player/embed-locale";
import type { PlayerItem, PlayerMedia } from "@/lib/api/player";
import { fakeBff, renderItem, settle } from "./test-utils";

jest.mock("@/lib/api/browser", () => ({ browserApi: { request: jest.fn() } }));
const { browserApi } = jest.requireMock("@/lib/api/browser") as { browserApi: { request: jest.Mock } };

const UID = "00000000-0000-4000-8000-00000000000a";
const link = (uid: string) => `/api/public/websites/v1/files/${uid}/?exp=1&sig=s`;
const media = (n: string, withFiles = true): PlayerMedia => ({
  uid: `m-${n}`,
  name: `Part ${n}`,
  thumbnail: `/images/media/uid/m-${n}/thumbnail.jpg`,
  duration: 12,
  description: null,
  files: withFiles
    ? [
        { uid: `${n}-hd`, display_name: "HD", size: 1, width: 1920, height: 1080, file: link(`${n}-hd`), slug: "hd" },
        { uid: `${n}-src`, display_name: "Source", size: 1, width: 3840, height: 2160, file: link(`${n}-src`), slug: "source" },
        {
          uid: `${n}-fr`,
          display_name: "Captions",
          size: 1,
          width: null,
          height: null,
          file: link(`${n}-fr`),
          slug: "captions",
          language: "fr",
        },
      ]
    : [],
});

function answer(medias: PlayerMedia[], hasAccess = true): PlayerItem {
  return {
    item: {
      uid: UID,
      slug: "witness-interview",
      name: "Witness interview",
      has_access: hasAccess,
      visibility_type: "on_demand",
      thumbnail: "/images/media/uid/x/thumbnail.jpg",
    },
    medias,
  };
}

const noFlags: EmbedFlags = { logo: false, autoplay: false, loop: false, mute: false, play: false };

async function setup(data: PlayerItem | number, flags: EmbedFlags = noFlags) {
  fakeBff(browserApi.request, { [`/player/items/${UID}/`]: data });
  const view = renderItem(<Player source={{ kind: "item", uid: UID }} flags={flags} logo="/logo.svg" siteName="Testimony Archive" />);
  await settle();
  return view;
}

beforeEach(() => {
  jest.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue();
  jest.spyOn(HTMLMediaElement.prototype, "load").mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const video = () => document.querySelector("video")!;

describe("embed flags", () => {
  it.each([
    [{}, noFlags],
    [
      { logo: "1", autoplay: "true", loop: "TRUE", mute: "0", play: "1" },
      { logo: true, autoplay: true, loop: true, mute: false, play: true },
    ],
    [
      { mute: ["1", "0"], loop: "yes" },
      { ...noFlags, mute: true },
    ],
  ])("%j", (query, expected) => {
    expect(parseEmbedFlags(query)).toEqual(expected);
  });
});

describe("Player", () => {
  it("plays: hd then source, a captions track, the poster, native controls", async () => {
    await setup(answer([media("a")]));
    const sources = [...video().querySelectorAll("source")].map((s) => s.getAttribute("src"));
    expect(sources).toEqual([link("a-hd"), link("a-src")]);
    const track = video().querySelector("track")!;
    expect({ kind: track.getAttribute("kind"), srclang: track.getAttribute("srclang"), label: track.getAttribute("label") }).toEqual({
      kind: "captions",
      srclang: "fr",
      label: "French",
    });
    expect(video()).toHaveAttribute("controls");
    // The player's own menu never downloads; the page offers downloads where allowed.
    expect(video().getAttribute("controlslist")).toBe("nodownload");
    // French captions on an English page: offered, not shown by default.
    expect(track).not.toHaveAttribute("default");
    expect(video().getAttribute("poster")).toMatch(/^\/images\/w:1280\/media:uid:m-a\/thumbnail\.jpg$/);
  });

  it("autoplay starts muted; loop loops a single media; no logo without the flag", async () => {
    await setup(answer([media("a")]), { ...noFlags, autoplay: true, loop: true });
    expect(video().muted).toBe(true);
    expect(video().loop).toBe(true);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("logo: the site logo links to the item page in a new tab", async () => {
    await setup(answer([media("a")]), { ...noFlags, logo: true });
    const logo = screen.getByRole("link", { name: "Watch on Testimony Archive (opens in a new tab)" });
    expect(logo).toHaveAttribute("href", "/witness-interview");
    expect(logo).toHaveAttribute("target", "_blank");
  });

  it("no access: the thumbnail, a message and a link to the item page; no video", async () => {
    await setup(answer([media("a", false)], false));
    expect(screen.getByText("You do not have access to this video.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open the page of this video" })).toHaveAttribute("href", "/witness-interview");
    expect(document.querySelector("video")).toBeNull();
  });

  it("an unknown item: says so", async () => {
    await setup(404);
    expect(screen.getByRole("alert")).toHaveTextContent("This video does not exist");
  });
});

describe("Player: playlist protocol", () => {
  let parent: Window;
  beforeEach(() => {
    const frame = document.createElement("iframe");
    document.body.appendChild(frame);
    parent = frame.contentWindow!;
    jest.spyOn(window, "parent", "get").mockReturnValue(parent as Window & typeof globalThis);
    jest.spyOn(parent, "postMessage").mockImplementation(() => undefined);
  });

  const fromParent = (data: unknown, origin = window.location.origin, source: Window = parent) =>
    act(() => {
      window.dispatchEvent(new MessageEvent("message", { data, origin, source }));
    });

  it("switches media on updateCurrentMedia from the site's origin, without echoing it", async () => {
    await setup(answer([media("a"), media("b"), media("c")]));
    fromParent({ event: "updateCurrentMedia", media_uid: "m-c" });
    expect(video()).toHaveAccessibleName("Part c");
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it("ignores other origins, other windows and unknown medias", async () => {
    await setup(answer([media("a"), media("b")]));
    fromParent({ event: "updateCurrentMedia", media_uid: "m-b" }, "https://evil.example");
    fromParent({ event: "updateCurrentMedia", media_uid: "m-b" }, window.location.origin, window);
    fromParent({ event: "updateCurrentMedia", media_uid: "m-zzz" });
    expect(video()).toHaveAccessibleName("Part a");
  });

  it("accepts the embedding page's origin (document.referrer) too", async () => {
    jest.spyOn(document, "referrer", "get").mockReturnValue("https://partner.example/page");
    await setup(answer([media("a"), media("b")]));
    fromParent({ event: "updateCurrentMedia", media_uid: "m-b" }, "https://partner.example");
    expect(video()).toHaveAccessibleName("Part b");
  });

  it("starts the first media at the link's t, and reports each new whole second to the parent", async () => {
    window.history.replaceState(null, "", "/embed/x/?t=7");
    try {
      await setup(answer([media("a"), media("b")]));
      let at = 0;
      Object.defineProperty(video(), "duration", { configurable: true, value: 12 });
      Object.defineProperty(video(), "currentTime", { configurable: true, get: () => at, set: (v: number) => (at = v) });
      fireEvent.loadedMetadata(video());
      expect(at).toBe(7);
      for (const now of [7.2, 7.8, 8.1]) {
        at = now;
        fireEvent.timeUpdate(video());
      }
      const times = jest.mocked(parent.postMessage).mock.calls.filter(([m]) => (m as { event: string }).event === "player.time");
      expect(times.map(([m]) => m)).toEqual([
        { event: "player.time", seconds: 7 },
        { event: "player.time", seconds: 8 },
      ]);
      // A page that started listening late asks again, and hears the last second.
      jest.mocked(parent.postMessage).mockClear();
      fromParent({ event: "player.sync" });
      expect(parent.postMessage).toHaveBeenCalledWith({ event: "player.time", seconds: 8 }, window.location.origin);
      // The next media starts at its beginning.
      fireEvent.ended(video());
      let next = 0;
      Object.defineProperty(video(), "duration", { configurable: true, value: 12 });
      Object.defineProperty(video(), "currentTime", { configurable: true, get: () => next, set: (v: number) => (next = v) });
      fireEvent.loadedMetadata(video());
      expect(next).toBe(0);
    } finally {
      window.history.replaceState(null, "", "/");
    }
  });

  it("at the end of a media, plays the next one and reports it to the parent (site origin)", async () => {
    await setup(answer([media("a"), media("b")]));
    fireEvent.ended(video());
    expect(video()).toHaveAccessibleName("Part b");
    expect(parent.postMessage).toHaveBeenCalledWith({ event: "player.medias.change", media_id: "m-b" }, window.location.origin);
    fireEvent.ended(video());
    expect(video()).toHaveAccessibleName("Part b");
  });

  it("with loop, goes back to the first media after the last", async () => {
    await setup(answer([media("a"), media("b")]), { ...noFlags, loop: true });
    fireEvent.ended(video());
    fireEvent.ended(video());
    expect(video()).toHaveAccessibleName("Part a");
  });
});

describe("embed language", () => {
  it.each([
    ["our French page frames it", { referer: "http://localhost:3000/fr/some-item", host: "localhost:3000", acceptLanguage: "en" }, "fr"],
    [
      "our English page frames it",
      { referer: "http://localhost:3000/some-item", host: "localhost:3000", acceptLanguage: "fr-FR,fr" },
      "en",
    ],
    [
      "another site, French browser",
      { referer: "https://partner.example/fr/page", host: "localhost:3000", acceptLanguage: "fr-CH,fr;q=0.9" },
      "fr",
    ],
    ["no referrer, English browser", { referer: null, host: "localhost:3000", acceptLanguage: "en-GB" }, "en"],
    ["nothing known", { referer: null, host: null, acceptLanguage: null }, "en"],
    ["an odd language", { referer: "not a url", host: "x", acceptLanguage: "frisian" }, "en"],
  ] as const)("%s → %s", (_label, request, expected) => {
    expect(embedLocale(request)).toBe(expected);
  });
});
