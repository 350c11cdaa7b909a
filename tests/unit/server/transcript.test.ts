/** @jest-environment node */
// The server's read of a public item's transcript for the page's HTML: the player's item, then its
// captions file, as the browser reads them; nothing for a viewer who may not play the item.
import type { PlayerFile, PlayerItem } from "@/lib/api/player";
import type { ApiClient, RequestOptions } from "@/lib/api/request";
import { readTranscript } from "@/lib/server/transcript";

const UID = "00000000-0000-4000-8000-0000000000d1";
const VTT = "WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n<v Anna>Hello &amp; welcome.</v>\n\n00:00:05.000 --> 00:00:06.000\n\n";
const captions = (language: string, file = `/api/public/websites/v1/files/cap-${language}/?exp=9&sig=s-${language}`): PlayerFile => ({
  uid: `cap-${language}`,
  display_name: "Captions",
  size: 1,
  width: null,
  height: null,
  file,
  slug: "captions",
  language,
});

function answer(files: PlayerFile[], hasAccess = true): PlayerItem {
  return {
    item: { uid: UID, slug: "a", name: "A", has_access: hasAccess, visibility_type: "public", thumbnail: null },
    medias: [{ uid: "m-1", name: "A", thumbnail: null, duration: 10, description: null, files: hasAccess ? files : [] }],
  };
}

function client(player: PlayerItem): { api: ApiClient; calls: Array<[string, RequestOptions | undefined]> } {
  const calls: Array<[string, RequestOptions | undefined]> = [];
  const api: ApiClient = {
    request: async <T>(path: string, options?: RequestOptions) => {
      calls.push([path, options]);
      return (path.startsWith("/player/") ? player : VTT) as T;
    },
  };
  return { api, calls };
}

describe("readTranscript", () => {
  it("reads the captions in the page's language through the API client, as plain lines", async () => {
    const { api, calls } = client(answer([captions("en"), captions("fr")]));
    expect(await readTranscript(api, UID, "fr")).toEqual({
      media: "m-1",
      lang: "fr",
      cues: [{ start: 1, end: 4, text: "Hello & welcome." }],
    });
    expect(calls).toEqual([
      [`/player/items/${UID}/`, {}],
      ["/files/cap-fr/", { query: { exp: "9", sig: "s-fr" } }],
    ]);
  });

  it("a media without captions: no lines", async () => {
    const { api } = client(answer([]));
    expect(await readTranscript(api, UID, "en")).toEqual({ media: "m-1", lang: null, cues: [] });
  });

  it("nothing when the viewer may not play the item", async () => {
    const { api, calls } = client(answer([captions("en")], false));
    expect(await readTranscript(api, UID, "en")).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it("captions stored elsewhere (an upstream's storage) are left to the browser", async () => {
    const { api, calls } = client(answer([captions("en", "https://cdn.example.org/captions.vtt")]));
    expect(await readTranscript(api, UID, "en")).toBeNull();
    expect(calls).toHaveLength(1);
  });
});
