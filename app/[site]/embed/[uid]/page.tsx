import type { Metadata } from "next";
import { parseEmbedFlags } from "@/components/player/embed-flags";
import { EmbedNotFoundAnswer, embedNotFoundMetadata } from "@/components/player/embed-not-found-answer";
import { requestEmbedLocale } from "@/components/player/embed-request-locale";
import { Player } from "@/components/player/player";
import { getPublicItems, getSettings } from "@/lib/server/data";
import { isUuid } from "@/lib/uuid";

type Props = {
  params: Promise<{ site: string; uid: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The published item with this uid, as anyone sees it (cached), or null. An outage fails the render. */
async function findItem(site: string, uid: string) {
  if (!isUuid(uid)) return null;
  const page = await getPublicItems(site, await requestEmbedLocale(), { uid__in: [uid], limit: 1 });
  return page.results[0] ?? null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, uid } = await params;
  const item = await findItem(site, uid);
  return item ? { title: item.content_object.name } : embedNotFoundMetadata();
}

// /embed/{uid}/ – the player of an item (a media or a playlist), for an <iframe>
export default async function EmbedItemPage({ params, searchParams }: Props) {
  const { site, uid } = await params;
  const item = await findItem(site, uid);
  if (item === null) return <EmbedNotFoundAnswer />;
  const settings = await getSettings(site, await requestEmbedLocale());
  return (
    <>
      <h1 className="sr-only">{item.content_object.name}</h1>
      <Player
        source={{ kind: "item", uid }}
        flags={parseEmbedFlags(await searchParams)}
        logo={settings.logo}
        siteName={settings.name}
        // Third-party sites frame this page directly: the warning is shown here, in the player.
        warning={item.content_warning ? { itemUid: item.uid, text: item.content_warning } : null}
      />
    </>
  );
}
