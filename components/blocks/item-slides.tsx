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
    <Link
      href={`/${slug}`}
      aria-label={t("watchLabel", { name })}
      className="inline-flex w-fit items-center gap-2 rounded-full bg-primary px-5 py-2.5 text-sm font-medium text-on-primary shadow transition-opacity hover:opacity-90 motion-reduce:transition-none"
    >
      <Icon path={mdiPlay} size={20} />
      {t("watch")}
    </Link>
  );
}

type HeroProps = { item: ItemCardData; priority?: boolean };

/** A slide of the fullscreen slider: the thumbnail across the viewport, name, excerpt and "Watch". */
export function ItemHeroSlide({ item, priority = false }: HeroProps) {
  return (
    <article className="relative isolate flex h-[min(70vh,56.25vw)] min-h-80 w-full items-end overflow-hidden bg-black text-white">
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
        className="absolute inset-0 -z-10 h-full w-full object-cover"
      />
      <div aria-hidden className="absolute inset-0 -z-10 bg-linear-to-t from-black/90 via-black/40 to-transparent" />
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-14 pb-14 md:px-16 md:pb-16">
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
    <article
      className={`flex h-full overflow-hidden rounded-lg bg-surface text-on-surface shadow-sm ring-1 ring-black/5 ${DIRECTION[side]}`}
    >
      <div className={`relative aspect-video w-full shrink-0 bg-black/20 ${horizontal ? "md:w-3/5" : ""}`}>
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
      <div className="flex flex-1 flex-col justify-center gap-3 p-5 md:p-8">
        <h3 className="text-xl font-medium leading-snug">{item.name}</h3>
        {item.excerpt ? <p className="line-clamp-4 text-sm text-muted">{item.excerpt}</p> : null}
        <WatchLink slug={item.slug} name={item.name} />
      </div>
    </article>
  );
}
