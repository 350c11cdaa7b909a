// Page blocks (spec §2): each `component` name maps to one server component; hidden blocks and
// unknown types render nothing.
import type { Block } from "@/lib/api/schemas";
import { siteOrigin } from "@/lib/site/url";
import { BannerBlock } from "./banner-block";
import { Banner3Block } from "./banner3-block";
import { CategoriesBlock } from "./categories-block";
import { CoverBlock } from "./cover-block";
import { FaqBlock } from "./faq-block";
import { ItemsBlock } from "./items-block";
import { MessageBlock } from "./message-block";
import { TestimonialsBlock } from "./testimonials-block";

export const BLOCK_COMPONENTS = ["Items", "Categories", "Banner1", "Faq", "Testimonials", "Cover", "Message", "Banner3"] as const;

type BlockProps = { block: Block; site: string; locale: string; priority?: boolean };

export function BlockRenderer({ block, site, locale, priority = false }: BlockProps) {
  if (!block.is_displayed) return null;
  // Button links to the site's own origin are kept as written (lib/editor/blocks.ts buttonHref).
  const origin = siteOrigin(site);
  switch (block.component) {
    case "Items":
      return <ItemsBlock block={block} site={site} locale={locale} priority={priority} />;
    case "Categories":
      return <CategoriesBlock block={block} site={site} locale={locale} />;
    case "Banner1":
      return <BannerBlock block={block} siteOrigin={origin} priority={priority} />;
    case "Faq":
      return <FaqBlock block={block} />;
    case "Testimonials":
      return <TestimonialsBlock block={block} />;
    case "Cover":
      return <CoverBlock block={block} siteOrigin={origin} priority={priority} />;
    case "Message":
      return <MessageBlock block={block} siteOrigin={origin} priority={priority} />;
    case "Banner3":
      return <Banner3Block block={block} siteOrigin={origin} priority={priority} />;
    default:
      return null;
  }
}

type ListProps = { blocks: readonly Block[]; site: string; locale: string };

/** The displayed blocks of a page, in order; the first one may hold the page's largest image. */
export function BlockList({ blocks, site, locale }: ListProps) {
  const displayed = blocks.filter((block) => block.is_displayed && (BLOCK_COMPONENTS as readonly string[]).includes(block.component));
  return (
    <>
      {displayed.map((block, index) => (
        <BlockRenderer key={block.uid} block={block} site={site} locale={locale} priority={index === 0} />
      ))}
    </>
  );
}
