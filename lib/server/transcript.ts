import "server-only";
import { getPlayerItem } from "../api/player";
import { API_BASE_PATH, type ApiClient } from "../api/request";
import { captionsTrack, type MediaTranscript } from "../transcripts/track";
import { readCues } from "../transcripts/vtt";

/** Links of the site's own API are paths: resolved against a stand-in origin to tell them apart. */
const OWN = "http://site.invalid";

/**
 * The transcript of an item's first media as `client`'s viewer may read it, the way the browser
 * reads it (the player's item, then its captions file). null when the viewer may not play the item,
 * or when the captions are not the site's own files (an upstream's storage): the panel then reads
 * them in the browser.
 */
export async function readTranscript(client: ApiClient, itemUid: string, locale: string): Promise<MediaTranscript | null> {
  const { item, medias } = await getPlayerItem(client, itemUid);
  const media = medias[0];
  if (!item.has_access || !media) return null;
  const track = captionsTrack(media.files, locale);
  if (!track) return { media: media.uid, lang: null, cues: [] };
  const link = new URL(track.file, OWN);
  if (link.origin !== OWN || !link.pathname.startsWith(`${API_BASE_PATH}/`)) return null;
  const body = await client.request<unknown>(link.pathname.slice(API_BASE_PATH.length), {
    query: Object.fromEntries(link.searchParams),
  });
  // Captions stored under another type than text/… come as bytes.
  const vtt = typeof body === "string" ? body : new TextDecoder().decode(body as ArrayBuffer);
  return { media: media.uid, lang: track.language ?? null, cues: readCues(vtt) };
}
