import { useTranslations } from "next-intl";
import { mdiLockOutline, mdiPlay, mdiPlaylistPlay } from "@mdi/js";
import type { ItemCardData } from "@/lib/api/card";
import { formatDuration } from "@/lib/format";
import { Link } from "@/lib/i18n/navigation";
import { thumbnailSrcSet, thumbnailUrl } from "@/lib/images";
import { Icon } from "@/components/ui/icon";

type Props = {
  item: ItemCardData;
  /** The `sizes` attribute of the thumbnail: how wide the card is drawn. */
  sizes?: string;
  /** Above-the-fold cards load eagerly. */
  priority?: boolean;
  headingLevel?: "h2" | "h3" | "h4";
};

/** A media card: 16:9 thumbnail, name, duration or playlist count; links to the item page. */
export function ItemCard({
  item,
  sizes = "(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw",
  priority = false,
  headingLevel: Heading = "h3",
}: Props) {
  const t = useTranslations("item");
  const restricted = item.visibility !== "public" || item.monetized;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-md bg-surface text-on-surface shadow-sm ring-1 ring-black/5">
      <div className="relative aspect-video w-full overflow-hidden bg-black/20">
        <img
          src={thumbnailUrl(item.type, item.objectUid, 480)}
          srcSet={thumbnailSrcSet(item.type, item.objectUid)}
          sizes={sizes}
          width={480}
          height={270}
          alt=""
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
        />
        <span className="absolute bottom-2 right-2 rounded bg-black/75 px-1.5 py-0.5 text-xs font-medium text-white">
          {item.type === "playlist" ? (
            <span className="inline-flex items-center gap-1">
              <Icon path={mdiPlaylistPlay} size={14} />
              {t("mediasCount", { count: item.mediasCount ?? 0 })}
            </span>
          ) : (
            <time dateTime={`PT${Math.floor(item.duration)}S`}>{formatDuration(item.duration)}</time>
          )}
        </span>
        {restricted ? null : (
          // Anyone may play it: the mark every video site draws (not part of the picture itself).
          <span className="absolute inset-0 m-auto grid h-12 w-12 place-items-center rounded-full bg-black/55 text-white ring-2 ring-white/80">
            <Icon path={mdiPlay} size={28} />
          </span>
        )}
        {restricted ? (
          <span
            className="absolute left-2 top-2 rounded-full bg-black/75 p-1 text-white"
            title={t(item.monetized ? "paying" : item.visibility === "on_demand" ? "onDemand" : "private")}
          >
            <Icon
              path={mdiLockOutline}
              size={16}
              title={t(item.monetized ? "paying" : item.visibility === "on_demand" ? "onDemand" : "private")}
            />
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <Heading className="line-clamp-2 text-sm font-medium leading-snug">
          <Link
            href={`/${item.slug}`}
            className="after:absolute after:inset-0 after:rounded-md focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-primary"
          >
            {item.name}
          </Link>
        </Heading>
      </div>
    </article>
  );
}
