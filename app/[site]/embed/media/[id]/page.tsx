import type { Metadata } from "next";
import { parseEmbedFlags } from "@/components/player/embed-flags";
import { EmbedNotFoundAnswer, embedNotFoundMetadata } from "@/components/player/embed-not-found-answer";
import { requestEmbedLocale } from "@/components/player/embed-request-locale";
import { Player } from "@/components/player/player";
import { getMedia } from "@/lib/api/player";
import { serverApi } from "@/lib/server/api";
import { getSettings } from "@/lib/server/data";
import { isUuid } from "@/lib/uuid";
import { orNotFound } from "@/lib/server/not-found";

type Props = {
  params: Promise<{ site: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The media as an anonymous visitor sees it (no file links): null when it does not exist. */
async function findMedia(site: string, id: string) {
  if (!isUuid(id)) return null;
  return orNotFound(getMedia(serverApi({ site, locale: await requestEmbedLocale() }), id));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, id } = await params;
  const media = await findMedia(site, id);
  return media ? { title: media.name } : embedNotFoundMetadata();
}

// /embed/media/{id}/ – the player of one media, for an <iframe>
export default async function EmbedMediaPage({ params, searchParams }: Props) {
  const { site, id } = await params;
  const media = await findMedia(site, id);
  if (media === null) return <EmbedNotFoundAnswer />;
  const settings = await getSettings(site, await requestEmbedLocale());
  return (
    <>
      <h1 className="sr-only">{media.name}</h1>
      <Player
        source={{ kind: "media", uid: id }}
        flags={parseEmbedFlags(await searchParams)}
        logo={settings.logo}
        siteName={settings.name}
        warning={media.content_warning ? { itemUid: media.content_warning.item_uid, text: media.content_warning.text } : null}
      />
    </>
  );
}
