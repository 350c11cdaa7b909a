// The slides of the cycling Items layouts: the fullscreen hero and the container sliders.
import { useTranslations } from "next-intl";
import type { ItemCardData } from "@/lib/api/card";
import { Link } from "@/lib/i18n/navigation";
import { thumbnailImage } from "@/lib/images";

type WatchProps = { slug: string; name: string };

/** The "Watch" button of a slide; its accessible name says which item it opens. Its play glyph is drawn by CSS (.watch-link::before). */
export function WatchLink({ slug, name }: WatchProps) {
  const t = useTranslations("blocks");
  return (
    <Link href={`/${slug}`} aria-label={t("watchLabel", { name })} className="watch-link">
      {t("watch")}
    </Link>
  );
}

type HeroProps = { item: ItemCardData; priority?: boolean };

const HERO_SIZES = "100vw";

/** A slide of the fullscreen slider: the thumbnail across the viewport, name, excerpt and "Watch". */
export function ItemHeroSlide({ item, priority = false }: HeroProps) {
  const thumbnail = thumbnailImage(item.type, item.objectUid, HERO_SIZES, 1280);
  return (
    <article className="hero-slide">
      <img
        src={thumbnail.src}
        srcSet={thumbnail.srcSet}
        sizes={HERO_SIZES}
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
        <h3 className="hero-slide-title">{item.name}</h3>
        {item.excerpt ? <p className="hero-slide-excerpt">{item.excerpt}</p> : null}
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
  const sizes = horizontal
    ? "(min-width: 1152px) 690px, (min-width: 768px) 60vw, 100vw"
    : "(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw";
  const thumbnail = thumbnailImage(item.type, item.objectUid, sizes, 640);
  return (
    <article className={`feature-slide ${DIRECTION[side]}`}>
      <div className={horizontal ? "feature-slide-media md:w-3/5" : "feature-slide-media"}>
        <img
          src={thumbnail.src}
          srcSet={thumbnail.srcSet}
          sizes={sizes}
          width={640}
          height={360}
          alt=""
          loading="lazy"
          decoding="async"
          className="feature-slide-img"
        />
      </div>
      <div className="feature-slide-text">
        <h3 className="feature-slide-title">{item.name}</h3>
        {item.excerpt ? <p className="feature-slide-excerpt">{item.excerpt}</p> : null}
        <WatchLink slug={item.slug} name={item.name} />
      </div>
    </article>
  );
}
