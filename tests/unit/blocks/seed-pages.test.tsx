// The demo pages of backend/seed follow the field conventions the blocks read: every displayed
// block of every demo page renders something (no field falls back to "nothing to show").
import { archiveHome } from "@/backend/seed/archive-home";
import { galleryPage } from "@/backend/seed/gallery-page";
import type { PageContext } from "@/backend/seed/page-context";
import { studioHome } from "@/backend/seed/studio-home";
import { BannerBlock } from "@/components/blocks/banner-block";
import { BlockRenderer } from "@/components/blocks/block-renderer";
import { FaqBlock } from "@/components/blocks/faq-block";
import {
  bannerFieldsSchema,
  categoriesFieldsSchema,
  faqFieldsSchema,
  itemsFieldsSchema,
  readFields,
  testimonialsFieldsSchema,
} from "@/components/blocks/fields";
import { ITEMS_LAYOUTS } from "@/components/blocks/items-layout";
import { TestimonialsBlock } from "@/components/blocks/testimonials-block";
import type { Block } from "@/lib/api/schemas";
import { installDomShims, renderWithIntl } from "./test-utils";

jest.mock("@/lib/server/data", () => ({ getPublicItems: jest.fn(), getAllCategories: jest.fn() }));
jest.mock("@/lib/i18n/navigation", () => require("./test-utils").navigationMock);

const uids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${i}`);
const ctx: PageContext = {
  publicMedias: uids("media", 20),
  publicPlaylists: uids("playlist", 4),
  recent: uids("recent", 10),
  categories: (...slugs) => slugs.map((slug) => `cat-${slug}`),
  navbarTop: uids("top", 7),
};

const pages: [string, Block[]][] = (["en", "fr"] as const).flatMap((lang) => [
  [`archive home (${lang})`, archiveHome(ctx, lang)],
  [`studio home (${lang})`, studioHome(ctx, lang)],
  [`gallery (${lang})`, galleryPage(lang)],
]);

beforeAll(installDomShims);

describe.each(pages)("%s", (_name, blocks) => {
  it.each(blocks.filter((b) => b.is_displayed).map((b) => [b.component, b.title ?? "", b] as const))(
    "%s %s reads",
    (component, _title, block) => {
      switch (component) {
        case "Items": {
          const fields = readFields(itemsFieldsSchema, block.fields);
          expect(fields.items).not.toBeNull();
          expect(ITEMS_LAYOUTS).toContain(fields.layout);
          expect(fields.title).not.toBe("");
          break;
        }
        case "Categories": {
          const fields = readFields(categoriesFieldsSchema, block.fields);
          expect(["slider", "grid-horizontal-image", "grid-vertical-image", "grid-icon"]).toContain(fields.layout);
          expect(fields.categories.limit).toBeGreaterThan(0);
          break;
        }
        case "Banner1": {
          const fields = readFields(bannerFieldsSchema, block.fields);
          expect(fields.title?.text).toBeTruthy();
          expect(fields.button?.href).toBeTruthy();
          expect(fields.background).not.toBeNull();
          renderWithIntl(<BannerBlock block={block} siteOrigin="https://s" />);
          break;
        }
        case "Faq":
          expect(readFields(faqFieldsSchema, block.fields).entries.length).toBeGreaterThan(0);
          expect(renderWithIntl(<FaqBlock block={block} />).container).not.toBeEmptyDOMElement();
          break;
        case "Testimonials":
          expect(readFields(testimonialsFieldsSchema, block.fields).entries.length).toBeGreaterThan(0);
          expect(renderWithIntl(<TestimonialsBlock block={block} />).container).not.toBeEmptyDOMElement();
          break;
        default:
          expect(["Cover", "Message", "Banner3"]).toContain(component);
          expect(renderWithIntl(<BlockRenderer block={block} site="s" locale="en" />).container).not.toBeEmptyDOMElement();
      }
    },
  );
});
