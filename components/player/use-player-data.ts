"use client";
import useSWR from "swr";
import { browserApi } from "@/lib/api/browser";
import { ServerError } from "@/lib/api/errors";
import { getMedia, getPlayerItem, type PlayerMedia } from "@/lib/api/player";

export type PlayerSource = { kind: "item" | "media"; uid: string };

/** What the player shows, whether it came from an item or a single media. */
export type PlayerData = {
  name: string;
  hasAccess: boolean;
  /** The item page to send a visitor to (no access, logo link); null when unknown. */
  slug: string | null;
  thumbnail: string | null;
  medias: PlayerMedia[];
};

export type PlayerState =
  { status: "loading" } | { status: "not-found" } | { status: "error"; retry: () => void } | { status: "ready"; data: PlayerData };

async function load(source: PlayerSource): Promise<PlayerData> {
  if (source.kind === "item") {
    const { item, medias } = await getPlayerItem(browserApi, source.uid);
    return { name: item.name, hasAccess: item.has_access, slug: item.slug, thumbnail: item.thumbnail, medias };
  }
  const media = await getMedia(browserApi, source.uid);
  return {
    name: media.name,
    hasAccess: media.has_access ?? media.files.length > 0,
    slug: media.item_slug ?? null,
    thumbnail: media.thumbnail,
    medias: [media],
  };
}

/** The viewer's playable data, read in the browser: signed links are per viewer. */
export function usePlayerData(source: PlayerSource): PlayerState {
  const key = source.kind === "item" ? `/player/items/${source.uid}/` : `/medias/${source.uid}/`;
  const { data, error, mutate } = useSWR<PlayerData>(key, () => load(source), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  if (data) return { status: "ready", data };
  if (error instanceof ServerError && error.status === 404) return { status: "not-found" };
  if (error) return { status: "error", retry: () => void mutate() };
  return { status: "loading" };
}
