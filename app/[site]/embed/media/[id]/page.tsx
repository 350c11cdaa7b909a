import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { parseEmbedFlags } from "@/components/player/embed-flags";
import { Player } from "@/components/player/player";
import { ServerError } from "@/lib/api/errors";
import { getMedia } from "@/lib/api/player";
import { serverApi } from "@/lib/server/api";
import { getSettings } from "@/lib/server/data";

type Props = {
  params: Promise<{ site: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const UID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The media as an anonymous visitor sees it (no file links): null when it does not exist. */
async function findMedia(site: string, id: string) {
  if (!UID.test(id)) return null;
  try {
    return await getMedia(serverApi({ site, locale: "en" }), id);
  } catch (error) {
    if (error instanceof ServerError && error.status === 404) return null;
    // Unreachable API: let the player try (and report) rather than claim a 404.
    return undefined;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, id } = await params;
  const media = await findMedia(site, id);
  return media ? { title: media.name } : {};
}

// /embed/media/{id}/ – the player of one media, for an <iframe>
export default async function EmbedMediaPage({ params, searchParams }: Props) {
  const { site, id } = await params;
  const media = await findMedia(site, id);
  if (media === null) notFound();
  const settings = await getSettings(site, "en").catch(() => null);
  return (
    <Player
      source={{ kind: "media", uid: id }}
      flags={parseEmbedFlags(await searchParams)}
      logo={settings?.logo ?? null}
      siteName={settings?.name ?? ""}
    />
  );
}
