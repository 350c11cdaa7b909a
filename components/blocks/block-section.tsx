// The frame every home-page block shares: its background (colour or image), a text colour that is
// readable on it, and the block's title (h2) and subtitle.
import { useTranslations } from "next-intl";
import type { CSSProperties, ReactNode } from "react";
import { Link } from "@/lib/i18n/navigation";
import { readableOn } from "@/lib/theme";
import type { BackgroundField } from "./fields";

type Props = {
  uid: string;
  background: BackgroundField | null;
  title?: string;
  subtitle?: string;
  /** `full`: the children span the viewport (fullscreen layouts); the heading stays contained. */
  width?: "contained" | "full";
  /** A link beside the heading, e.g. "See all". */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** The centred column of a block's content (`.block-container` in app/globals.css). */
export const CONTAINER = "block-container";

/** The section's inline colours: the background colour and black or white text, whichever reads better. */
export function backgroundStyle(background: BackgroundField | null): CSSProperties | undefined {
  if (!background) return undefined;
  return { backgroundColor: background.color, color: readableOn(background.color) };
}

/**
 * An image background is drawn as a decorative <img> (lazy, no CSS url() to escape) under a veil
 * of the background colour, so text chosen to read on that colour still reads on the image.
 */
export function BackgroundImage({ background, priority = false }: { background: BackgroundField | null; priority?: boolean }) {
  if (background?.type !== "image" || !background.src) return null;
  return (
    <>
      <img
        src={background.src}
        alt=""
        aria-hidden
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className="absolute inset-0 h-full w-full object-cover"
      />
      <div aria-hidden data-veil className="absolute inset-0 opacity-70" style={{ backgroundColor: background.color }} />
    </>
  );
}

/** The id of a block's heading: the start of its uid is unique enough on one page (a few dozen
 * random uuids), and the id is written four times per block (markup and payload, twice each). */
export function blockHeadingId(uid: string): string {
  return `b-${uid.replace(/-/g, "").slice(0, 10)}`;
}

export function BlockSection({ uid, background, title, subtitle, width = "contained", action, className, children }: Props) {
  const headingId = blockHeadingId(uid);
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={className ? `block-section ${className}` : "block-section"}
      style={backgroundStyle(background)}
    >
      <BackgroundImage background={background} />
      <div className="relative">
        {title || subtitle || action ? (
          <header className="block-header">
            <div>
              {title ? (
                <h2 id={headingId} className="block-title">
                  {title}
                </h2>
              ) : null}
              {subtitle ? <p className="block-subtitle">{subtitle}</p> : null}
            </div>
            {action}
          </header>
        ) : null}
        <div className={width === "contained" ? CONTAINER : undefined}>{children}</div>
      </div>
    </section>
  );
}

/** "See all" beside a heading; the accessible name adds what it lists. */
export function SeeAllLink({ href, name }: { href: string; name: string }) {
  const t = useTranslations("blocks");
  return (
    <Link href={href} aria-label={t("seeAllLabel", { name })} className="text-sm font-medium underline-offset-4 hover:underline">
      {t("seeAll")}
    </Link>
  );
}
