// The slides of the cycling Items layouts: the fullscreen hero and the container sliders.
import { mdiPlay } from "@mdi/js";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import type { ItemCardData } from "@/lib/api/card";
import { Link } from "@/lib/i18n/navigation";
import { thumbnailSrcSet, thumbnailUrl } from "@/lib/images";

type WatchProps = { slug: string; name: string };

/** The "Watch" button of a slide; its accessible name says which item it opens. */
export function WatchLink({ slug, name }: WatchProps) {
  const t = useTranslations("blocks");
  return (
    <Link href={`/${slug}`} aria-label={t("watchLabel", { name })} className="watch-link">
      <Icon path={mdiPlay} size={20} />
      {t("watch")}
    </Link>
  );
}

type HeroProps = { item: ItemCardData; priority?: boolean };

/** A slide of the fullscreen slider: the thumbnail across the viewport, name, excerpt and "Watch". */
export function ItemHeroSlide({ item, priority = false }: HeroProps) {
  return (
    <article className="hero-slide">
      <img
        src={thumbnailUrl(item.type, item.objectUid, 1280)}
        srcSet={thumbnailSrcSet(item.type, item.objectUid)}
        sizes="100vw"
        width={1280}
        height={720}
        alt=""
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding="async"
        className="hero-slide-img"
      />
      <div aria-hidden className="hero-slide-shade" />
      <div className="hero-slide-text">
        <h3 className="max-w-3xl text-2xl font-light leading-tight md:text-4xl">{item.name}</h3>
        {item.excerpt ? <p className="line-clamp-3 max-w-2xl text-sm text-white/90 md:text-base">{item.excerpt}</p> : null}
        <WatchLink slug={item.slug} name={item.name} />
      </div>
    </article>
  );
}

export type MediaSide = "top" | "bottom" | "left" | "right";

// Left and right stack (media first) on small screens, where side by side would be too narrow.
const DIRECTION: Record<MediaSide, string> = {
  top: "flex-col",
  bottom: "flex-col-reverse",
  left: "flex-col md:flex-row",
  right: "flex-col md:flex-row-reverse",
};

type FeatureProps = { item: ItemCardData; side: MediaSide };

/** A slide of a container slider: the media on `side`, the name, excerpt and "Watch" beside it. */
export function ItemFeatureSlide({ item, side }: FeatureProps) {
  const horizontal = side === "left" || side === "right";
  return (
    <article className={`feature-slide ${DIRECTION[side]}`}>
      <div className={horizontal ? "feature-slide-media md:w-3/5" : "feature-slide-media"}>
        <img
          src={thumbnailUrl(item.type, item.objectUid, 640)}
          srcSet={thumbnailSrcSet(item.type, item.objectUid)}
          sizes={
            horizontal
              ? "(min-width: 1152px) 690px, (min-width: 768px) 60vw, 100vw"
              : "(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw"
          }
          width={640}
          height={360}
          alt=""
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover"
        />
      </div>
      <div className="feature-slide-text">
        <h3 className="text-xl font-medium leading-snug">{item.name}</h3>
        {item.excerpt ? <p className="line-clamp-4 text-sm text-muted">{item.excerpt}</p> : null}
        <WatchLink slug={item.slug} name={item.name} />
      </div>
    </article>
  );
}
