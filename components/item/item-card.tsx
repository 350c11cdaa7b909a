import { useTranslations } from "next-intl";
import type { ItemCardData } from "@/lib/api/card";
import { formatDuration } from "@/lib/format";
import { formatClock } from "@/lib/player/start-time";
import { Link } from "@/lib/i18n/navigation";
import { thumbnailImage } from "@/lib/images";

type Props = {
  item: ItemCardData;
  /** The `sizes` attribute of the thumbnail: how wide the card is drawn. */
  sizes?: string;
  /** Above-the-fold cards load eagerly. */
  priority?: boolean;
  headingLevel?: "h2" | "h3" | "h4";
};

/**
 * A media card: 16:9 thumbnail, name, duration or playlist count; links to the item page. Its
 * glyphs (play, lock, playlist, warning) are drawn by CSS (app/globals.css, `.item-card-*`), not
 * inline SVG: the same paths in every card of a home page were a tenth of its HTML.
 */
export function ItemCard({
  item,
  sizes = "(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw",
  priority = false,
  headingLevel: Heading = "h3",
}: Props) {
  const t = useTranslations("card");
  const visibility = item.visibility ?? "public";
  const restricted = visibility !== "public" || item.monetized === true;
  const lockLabel = t(item.monetized ? "paying" : visibility === "on_demand" ? "onDemand" : "private");
  const duration = item.duration ?? 0;
  const thumbnail = thumbnailImage(item.type, item.objectUid, sizes, 480);
  return (
    <article className="item-card group">
      <div className="item-card-thumb">
        <img
          src={thumbnail.src}
          srcSet={thumbnail.srcSet}
          sizes={sizes}
          width={480}
          height={270}
          alt=""
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          className="item-card-img"
        />
        <span className="item-card-length">
          {item.type === "playlist" ? (
            <span className="item-card-count">{t("mediasCount", { count: item.mediasCount ?? 0 })}</span>
          ) : (
            <time dateTime={`PT${Math.floor(duration)}S`}>{formatDuration(duration)}</time>
          )}
        </span>
        {restricted ? null : (
          // Anyone may play it: the mark every video site draws (not part of the picture itself).
          <span className="item-card-play" />
        )}
        {restricted ? (
          // The lock is an image named by why the item is restricted; the tooltip says the same.
          <span className="item-card-lock" role="img" aria-label={lockLabel} title={lockLabel} />
        ) : null}
        {item.warned ? (
          // Only a mark: the warning's text is shown before the video plays, not in every card.
          <span className="item-card-warning">{t("contentWarning")}</span>
        ) : null}
      </div>
      <div className="item-card-body">
        <Heading className="item-card-title">
          <Link href={`/${item.slug}`} className="item-card-link">
            {item.name}
          </Link>
        </Heading>
        {item.hits?.length ? (
          // Where the search's words are said: each opens the item at that moment (the next whole
          // second, so the player lands inside the line). Above the card's own link, which covers it.
          <ul className="relative z-10 flex flex-col gap-1 text-sm">
            {item.hits.map((hit) => (
              <li key={`${hit.media_uid ?? ""}-${hit.start}`}>
                <Link
                  href={`/${item.slug}?t=${Math.ceil(hit.start)}${hit.media_uid ? `&m=${hit.media_uid}` : ""}`}
                  className="flex gap-2 rounded hover:underline"
                >
                  <span className="shrink-0 tabular-nums text-muted">
                    <span className="sr-only">{t("saidAt")} </span>
                    {formatClock(hit.start)}
                  </span>
                  <span>{hit.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
