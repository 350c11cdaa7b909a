import type { ReactNode } from "react";

type Props = {
  name: string;
  description: string | null;
  /** image_background: decorative, so it has no alternative text. */
  image: string | null;
  breadcrumb?: ReactNode;
};

/**
 * The category's header: its background image as a banner with the name over it. A uniform 60%
 * black veil keeps white text above 4.5:1 whatever the image (white on a white picture → #666).
 */
export function CategoryBanner({ name, description, image, breadcrumb }: Props) {
  return (
    <header className={`relative isolate overflow-hidden ${image ? "bg-black text-white" : "bg-primary text-on-primary"}`}>
      {image ? (
        <>
          {/* The <picture> keeps the page's payload from carrying a preload of the image: every page
              prefetches the strip's categories, and each preload would fetch a banner it does not show. */}
          <picture>
            <img src={image} alt="" fetchPriority="high" decoding="async" className="absolute inset-0 -z-20 h-full w-full object-cover" />
          </picture>
          <div aria-hidden="true" className="absolute inset-0 -z-10 bg-black/60" />
        </>
      ) : null}
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-10 sm:py-16">
        {breadcrumb}
        <h1 className="text-3xl font-light leading-tight break-words sm:text-5xl">{name}</h1>
        {description ? <p className="max-w-3xl text-base whitespace-pre-line sm:text-lg">{description}</p> : null}
      </div>
    </header>
  );
}
