import "server-only";
// An item's medias as canvases need them, read as an anonymous visitor: the embedded player's list
// (GET /player/items/{uid}/: the order, durations, and for an open item its files' sizes and
// caption tracks; `caption_languages` names a restricted one's tracks). An existing backend without
// that call gives the item's own list instead: its medias and durations, no captions, the player's
// default size (canvases.ts).
import { ServerError } from "../api/errors";
import { getPlayerItem, type PlayerMedia } from "../api/player";
import type { Item } from "../api/schemas";
import { serverApi } from "../server/api";
import type { CanvasMedia } from "./canvases";
import { requiredMap } from "./language-map";

/** The item's own list: a playlist's medias, or the media itself. */
function ownMedias(item: Item): Array<{ uid: string; name: string; duration: number }> {
  const content = item.content_object;
  return content.medias ?? [{ uid: content.uid, name: content.name, duration: content.duration ?? 0 }];
}

function fromPlayer(media: PlayerMedia): Omit<CanvasMedia, "label"> & { name: string } {
  const video = media.files.find((file) => file.slug !== "captions" && file.width && file.height);
  const tracks = media.files.flatMap((file) => (file.slug === "captions" && file.language ? [file.language] : []));
  return {
    uid: media.uid,
    name: media.name,
    duration: media.duration,
    width: video?.width,
    height: video?.height,
    captions: media.caption_languages ?? tracks,
  };
}

async function playerMedias(site: string, item: Item) {
  try {
    return (await getPlayerItem(serverApi({ site, locale: "en" }), item.uid)).medias.map(fromPlayer);
  } catch (error) {
    if (error instanceof ServerError && error.status < 500) return ownMedias(item).map((media) => ({ ...media, captions: [] }));
    throw error;
  }
}

/** `en`, `fr`: the item's public view in each language (the medias' names differ by language). */
export async function itemMedias(site: string, en: Item, fr: Item): Promise<CanvasMedia[]> {
  const frNames = new Map(ownMedias(fr).map((media) => [media.uid, media.name]));
  return (await playerMedias(site, en)).map(({ name, ...media }) => ({
    ...media,
    label: requiredMap({ en: name, fr: frNames.get(media.uid) ?? name }),
  }));
}
