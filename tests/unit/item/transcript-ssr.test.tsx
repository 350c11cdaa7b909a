// The item page's transcript in the server's HTML (issue 47): a public item's lines come with the
// page, each linked to its moment, and the panel hydrates over them without asking for them again;
// a restricted item's page holds none, and shows no card to whoever may not play it; behind a
// content warning the lines stay hidden until the visitor continues in the player.
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { SWRConfig } from "swr";
import { ItemPlayerArea } from "@/components/item/item-player-area";
import type { PlayerItem } from "@/lib/api/player";
import type { Item } from "@/lib/api/schemas";
import { setPlayerTime } from "@/lib/player/current-time";
import type { MediaTranscript } from "@/lib/transcripts/track";
import en from "@/messages/en.json";
import { fakeBff, makeItem, never, settle } from "./test-utils";

jest.mock("@/lib/i18n/navigation", () => require("./test-utils").navigationMock);
jest.mock("@/lib/api/browser", () => ({ browserApi: { request: jest.fn() } }));
const { browserApi } = jest.requireMock("@/lib/api/browser") as { browserApi: { request: jest.Mock } };

const messages = { item: en.item, player: en.player, transcript: en.transcript };

function Wrapper({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="en" messages={messages} timeZone="Europe/Paris">
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
    </NextIntlClientProvider>
  );
}

const CUES = [
  { start: 1, end: 4, text: "The river froze that winter." },
  { start: 5.5, end: 9, text: "We crossed it on foot, été & hiver." },
  { start: 75, end: 80, text: "Nobody spoke of it afterwards." },
];
const VTT = "WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nThe river froze that winter.\n";

function area(item: Item, transcript: MediaTranscript | null) {
  return (
    <ItemPlayerArea item={item} siteMonetization={false} authEnabled locale="en" transcript={transcript}>
      <h1>{item.content_object.name}</h1>
    </ItemPlayerArea>
  );
}

/** The page as the server sends it, then hydrated in place (errors logged while hydrating are kept). */
async function hydrate(item: Item, transcript: MediaTranscript | null) {
  const html = renderToString(<Wrapper>{area(item, transcript)}</Wrapper>);
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.appendChild(container);
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
  render(area(item, transcript), { container, hydrate: true, wrapper: Wrapper });
  await settle();
  return { html, errors: errors.mock.calls };
}

const publicItem = () => makeItem({ has_access: true, is_content_downloadable: true });

/** The player's answer for a viewer who may play `item`: one media with English captions. */
function playable(item: Item, visibility: PlayerItem["item"]["visibility_type"]): PlayerItem {
  return {
    item: { uid: item.uid, slug: item.slug, name: "A", has_access: true, visibility_type: visibility, thumbnail: null },
    medias: [
      {
        uid: item.content_object.uid,
        name: "A",
        thumbnail: null,
        duration: 80,
        description: null,
        files: [
          { uid: "c", display_name: "C", size: 1, width: null, height: null, file: "/files/c/?sig=s", slug: "captions", language: "en" },
        ],
      },
    ],
  };
}
const given = (item: Item, cues = CUES): MediaTranscript => ({ media: item.content_object.uid, lang: "en", cues });
const transcript = () => screen.queryByRole("region", { name: "Transcript" });

let fetchMock: jest.Mock;
beforeEach(() => {
  sessionStorage.clear();
  fetchMock = jest.fn(async () => ({ ok: true, text: async () => VTT }));
  global.fetch = fetchMock as unknown as typeof fetch;
  act(() => setPlayerTime(0));
});
afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
});

describe("a public item: the lines come with the page", () => {
  it("the server's HTML holds every line with its time, each linked to its moment, after the title", () => {
    const item = publicItem();
    const html = renderToString(<Wrapper>{area(item, given(item))}</Wrapper>);
    for (const cue of CUES) expect(html).toContain(cue.text.replace("&", "&amp;"));
    expect(html).toContain('href="?t=1"');
    expect(html).toContain('href="?t=5"');
    expect(html).toContain('href="?t=75"');
    expect(html).toContain('<time dateTime="PT75S">1:15</time>');
    expect(html).toMatch(/<ol lang="en"/);
    expect(html).not.toContain(en.transcript.loading);
    // The title is the page's first heading; the transcript's comes after it.
    expect(html.indexOf("<h1")).toBeGreaterThanOrEqual(0);
    expect(html.indexOf("<h1")).toBeLessThan(html.indexOf(`>${en.transcript.title}</h2>`));
  });

  it("hydrates over them without a mismatch and without reading the captions again", async () => {
    const item = publicItem();
    fakeBff(browserApi.request, { [`/items/${item.slug}/`]: never(), "/auth/me/": null });
    const { errors } = await hydrate(item, given(item));
    expect(errors).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(browserApi.request.mock.calls.map(([path]) => path)).not.toContain(`/player/items/${item.uid}/`);
    expect(screen.getAllByRole("link", { name: /^Play from / })).toHaveLength(3);
  });

  it("hydrated, the line spoken follows the player and the search marks its matches", async () => {
    const item = publicItem();
    fakeBff(browserApi.request, { [`/items/${item.slug}/`]: never(), "/auth/me/": null });
    await hydrate(item, given(item));
    act(() => setPlayerTime(6));
    expect(screen.getByRole("link", { name: /We crossed it/ })).toHaveAttribute("aria-current", "true");
    await userEvent.type(screen.getByRole("searchbox", { name: "Search the transcript" }), "ETE");
    expect(screen.getByText("1 of 1")).toBeInTheDocument();
    expect(document.querySelector("mark")).toHaveTextContent("été");
  });

  it("a line chosen plays from there: the player loads at its moment, the page does not navigate", async () => {
    const item = publicItem();
    fakeBff(browserApi.request, { [`/items/${item.slug}/`]: never(), "/auth/me/": null });
    await hydrate(item, given(item));
    await userEvent.click(screen.getByRole("link", { name: /Nobody spoke/ }));
    expect(screen.getByTitle(/^Video player/)).toHaveAttribute("src", `/embed/${item.uid}/?play=1&t=75`);
    expect(window.location.search).toBe("");
  });

  it("the VTT download reads the captions file only when asked for", async () => {
    const item = publicItem();
    const player = playable(item, "public");
    fakeBff(browserApi.request, { [`/items/${item.slug}/`]: item, "/auth/me/": null, [`/player/items/${item.uid}/`]: player });
    URL.createObjectURL = jest.fn(() => "blob:x");
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    await hydrate(item, given(item));
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Download the transcript (VTT)" }));
    await settle();
    expect(fetchMock).toHaveBeenCalledWith("/files/c/?sig=s");
    expect(click).toHaveBeenCalled();
  });

  it("a single media without captions has no card", async () => {
    const item = publicItem();
    fakeBff(browserApi.request, { [`/items/${item.slug}/`]: never(), "/auth/me/": null });
    const { html } = await hydrate(item, given(item, []));
    expect(html).not.toContain(en.transcript.title);
    expect(transcript()).toBeNull();
  });
});

describe("an item the anonymous visitor may not play", () => {
  const restricted = () => makeItem({ has_access: false, visibility_type: "on_demand" });

  it("the server's HTML holds no transcript, and a locked viewer gets no card", async () => {
    const item = restricted();
    fakeBff(browserApi.request, { [`/items/${item.slug}/`]: item, "/auth/me/": null });
    const { html } = await hydrate(item, null);
    expect(html).not.toContain(en.transcript.title);
    expect(transcript()).toBeNull();
    expect(screen.queryByText(en.transcript.noAccess)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a signed-in viewer with access reads it in the browser, as before", async () => {
    const item = restricted();
    const player = playable(item, "on_demand");
    fakeBff(browserApi.request, {
      [`/items/${item.slug}/`]: { ...item, has_access: true },
      "/auth/me/": null,
      [`/player/items/${item.uid}/`]: player,
    });
    await hydrate(item, null);
    await settle();
    expect(fetchMock).toHaveBeenCalledWith("/files/c/?sig=s");
    expect(transcript()).not.toBeNull();
    expect(screen.getByRole("link", { name: /The river froze/ })).toHaveAttribute("href", "?t=1");
  });
});

describe("behind a content warning", () => {
  const warned = () => makeItem({ has_access: true, content_warning: "Violence." });

  it("the lines are in the HTML but hidden, and stay hidden while the visitor has not continued", async () => {
    const item = warned();
    fakeBff(browserApi.request, { [`/items/${item.slug}/`]: never(), "/auth/me/": null });
    const { html } = await hydrate(item, given(item));
    expect(html).toMatch(/<section[^>]*hidden=""/);
    expect(transcript()).toBeNull();
    expect(screen.queryByText(CUES[0]!.text)).not.toBeVisible();
  });

  it("shows once the player says the visitor continued", async () => {
    const item = warned();
    fakeBff(browserApi.request, { [`/items/${item.slug}/`]: never(), "/auth/me/": null });
    await hydrate(item, given(item));
    const frame = (screen.getByTitle(/^Video player/) as HTMLIFrameElement).contentWindow!;
    fireEvent(
      window,
      new MessageEvent("message", { data: { event: "player.warning.passed" }, origin: window.location.origin, source: frame }),
    );
    expect(transcript()).not.toBeNull();
  });

  it("shows at once when the visitor continued earlier in this tab", async () => {
    const item = warned();
    sessionStorage.setItem(`content-warning.continued:${item.uid}`, "1");
    fakeBff(browserApi.request, { [`/items/${item.slug}/`]: never(), "/auth/me/": null });
    const { errors } = await hydrate(item, given(item));
    expect(errors).toEqual([]);
    expect(transcript()).not.toBeNull();
  });
});
