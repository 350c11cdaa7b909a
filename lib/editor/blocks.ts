// The blocks a member may put on a page (spec §1, §3 "Block fields"), strictly: the editor writes
// them and the backend refuses anything else with the field named. The public site reads the same
// records leniently (components/blocks/fields.ts), so a page saved before a rule changed still shows.
import "../zod-jitless";
import { z } from "zod";

export const BLOCK_TYPES = ["Items", "Categories", "Banner1", "Faq", "Testimonials", "Cover", "Message", "Banner3"] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** Every layout of every block type; the first is the one a new block starts with. */
export const LAYOUTS = {
  Items: [
    "fullscreen-slider",
    "container-slider-media-top",
    "container-slider-media-bottom",
    "container-slider-media-left",
    "container-slider-media-right",
    "fullscreen-medias-slider",
    "medias-grid",
    "medias-slider",
  ],
  Categories: ["slider", "grid-horizontal-image", "grid-vertical-image", "grid-icon"],
  Banner1: [],
  Faq: [
    "grid-text-center",
    "grid-text-left",
    "two-columns",
    "expansion-panels",
    "list",
    "card-expansion-panels",
    "paragraphs",
    "card-paragraphs",
  ],
  Testimonials: ["card", "slider", "list", "list-avatar-both-sides"],
  Cover: ["fullscreen", "halfscreen", "sidebar", "collage"],
  Message: [
    "banner-center",
    "banner-left",
    "sidebar-left",
    "sidebar-right",
    "sidebar-card-left",
    "sidebar-card-right",
    "media-top",
    "media-bottom",
  ],
  Banner3: ["fullwidth-center", "fullwidth-left", "two-cols"],
} as const satisfies Record<BlockType, readonly string[]>;

/** The FAQ layouts each variant offers. */
export const FAQ_LAYOUTS = {
  features: ["grid-text-center", "grid-text-left", "two-columns", "expansion-panels", "list"],
  questions: ["card-expansion-panels", "expansion-panels", "paragraphs", "card-paragraphs"],
} as const;

/** Where a Cover places its text. */
export const TEXT_POSITIONS = ["center", "left", "bottom-left", "bottom-center", "top-center"] as const;

export const FONT_FAMILIES = ["Roboto", "Georgia", "Merriweather", "Montserrat", "Courier"] as const;
export const TEXT_ALIGNS = ["left", "center", "right"] as const;
export const BUTTON_ACTIONS = ["website"] as const;
export const BUTTON_VARIANTS = ["flat", "outlined", "text"] as const;
export const BUTTON_SIZES = ["small", "medium", "large"] as const;
export const BUTTON_SHAPES = ["rounded", "square", "pill"] as const;
export const IMAGE_POSITIONS = ["center", "top", "bottom", "left", "right"] as const;
export const ITEMS_ORDERINGS = ["-published_at", "published_at", "name", "-name"] as const;
export const CATEGORIES_ORDERINGS = ["position", "name"] as const;

export const PAGE_MAX_BLOCKS = 50;
export const SELECTION_MAX = 50;
export const ENTRIES_MAX = 24;
const TEXT_MAX = 2_000;
const LONG_TEXT_MAX = 10_000;

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const hex = z.string().regex(HEX, "Enter a colour as #rgb, #rrggbb or #rrggbbaa.");
const text = (max = TEXT_MAX) => z.string().max(max, `At most ${max} characters.`);
const uid = z.string().uuid("Enter a valid uid.");
/** A public path of the site ('/…', not '//…') or an http(s) URL. */
const src = z
  .string()
  .max(2_048)
  .regex(/^(https?:\/\/|\/(?!\/))/i, "Enter a path starting with / or an http(s) URL.")
  .nullable();

export const backgroundFieldSchema = z
  .object({ type: z.enum(["color", "image"]), color: hex, src })
  .strict()
  .refine((value) => value.type === "color" || value.src !== null, { message: "An image background needs an image.", path: ["src"] });

export const textFieldSchema = z
  .object({
    text: text(LONG_TEXT_MAX),
    color: hex.nullable(),
    fontFamily: z.enum(FONT_FAMILIES),
    textAlign: z.enum(TEXT_ALIGNS),
    fontSize: z.number().int().min(1).max(5),
    fontIsBold: z.boolean(),
    fontIsItalic: z.boolean(),
  })
  .strict();

export const buttonFieldSchema = z
  .object({
    text: text(200),
    action: z.enum(BUTTON_ACTIONS),
    href: text(2_048),
    variant: z.enum(BUTTON_VARIANTS),
    fontFamily: z.enum(FONT_FAMILIES),
    size: z.enum(BUTTON_SIZES),
    shape: z.enum(BUTTON_SHAPES),
    color: hex,
    colorText: hex,
  })
  .strict();

export const imageFieldSchema = z
  .object({ isDisplayed: z.boolean(), fileId: src, cover: z.boolean(), position: z.enum(IMAGE_POSITIONS) })
  .strict();

export const entryFieldSchema = z.object({ image: src, title: text(300), subtitle: text(300), description: text(LONG_TEXT_MAX) }).strict();

export const itemsSelectionSchema = z.union([
  z.object({ selection: z.array(uid).min(1).max(SELECTION_MAX) }).strict(),
  z
    .object({
      categories: z.array(uid).max(SELECTION_MAX),
      order_by: z.enum(ITEMS_ORDERINGS),
      limit: z.number().int().min(1).max(100).nullable(),
      offset: z.number().int().min(0).max(10_000),
    })
    .strict(),
]);

export const categoriesSelectionSchema = z
  .object({
    selection: z.array(uid).max(SELECTION_MAX),
    order_by: z.enum(CATEGORIES_ORDERINGS),
    limit: z.number().int().min(1).max(100).nullable(),
  })
  .strict();

const heading = { title: text(300), subtitle: text(300), background: backgroundFieldSchema.nullable() };
const layoutOf = <T extends BlockType>(type: T) => z.enum(LAYOUTS[type] as unknown as [string, ...string[]]);

export const blockFieldSchemas = {
  Items: z.object({ ...heading, layout: layoutOf("Items"), items: itemsSelectionSchema.nullable() }).strict(),
  Categories: z.object({ ...heading, layout: layoutOf("Categories"), categories: categoriesSelectionSchema }).strict(),
  Banner1: z
    .object({
      title: textFieldSchema,
      subtitle: textFieldSchema,
      text: textFieldSchema,
      button: buttonFieldSchema,
      image: imageFieldSchema,
      background: backgroundFieldSchema,
    })
    .strict(),
  Faq: z
    .object({
      ...heading,
      variant: z.enum(["features", "questions"]),
      layout: layoutOf("Faq"),
      entries: z.array(entryFieldSchema).max(ENTRIES_MAX),
    })
    .strict()
    .refine((value) => (FAQ_LAYOUTS[value.variant] as readonly string[]).includes(value.layout), {
      message: "This layout does not exist for this variant.",
      path: ["layout"],
    }),
  Testimonials: z.object({ ...heading, layout: layoutOf("Testimonials"), entries: z.array(entryFieldSchema).max(ENTRIES_MAX) }).strict(),
  Cover: z
    .object({
      layout: layoutOf("Cover"),
      textPosition: z.enum(TEXT_POSITIONS),
      title: textFieldSchema,
      subtitle: textFieldSchema,
      button: buttonFieldSchema,
      image: imageFieldSchema,
      /** The collage's further pictures (the first is `image`). */
      images: z.array(imageFieldSchema).max(4),
      background: backgroundFieldSchema,
    })
    .strict(),
  Message: z
    .object({
      layout: layoutOf("Message"),
      title: textFieldSchema,
      text: textFieldSchema,
      button: buttonFieldSchema,
      image: imageFieldSchema,
      background: backgroundFieldSchema,
    })
    .strict(),
  Banner3: z
    .object({
      layout: layoutOf("Banner3"),
      title: textFieldSchema,
      text: textFieldSchema,
      button: buttonFieldSchema,
      image: imageFieldSchema,
      background: backgroundFieldSchema,
    })
    .strict(),
} satisfies Record<BlockType, z.ZodType>;

export type BlockFields<T extends BlockType> = z.infer<(typeof blockFieldSchemas)[T]>;

const blockOf = <T extends BlockType>(type: T) =>
  z
    .object({
      uid,
      component: z.literal(type),
      is_displayed: z.boolean(),
      /** The block's name in the editor's list (not shown on the site). */
      title: text(120),
      fields: blockFieldSchemas[type],
    })
    .strict();

/** One block as the editor saves it. An unknown `component` is refused with the field named. */
export const editorBlockSchema = z.discriminatedUnion("component", [
  blockOf("Items"),
  blockOf("Categories"),
  blockOf("Banner1"),
  blockOf("Faq"),
  blockOf("Testimonials"),
  blockOf("Cover"),
  blockOf("Message"),
  blockOf("Banner3"),
]);
export type EditorBlock = z.infer<typeof editorBlockSchema>;

/**
 * A page's blocks in every language: `content` is English, `i18n.fr` French, with the same uids in
 * the same order (the structure is one; only the words differ).
 */
export const pageContentSchema = z
  .object({
    content: z.array(editorBlockSchema).max(PAGE_MAX_BLOCKS),
    i18n: z.object({ fr: z.array(editorBlockSchema).max(PAGE_MAX_BLOCKS) }).strict(),
  })
  .strict()
  .refine((value) => sameStructure(value.content, value.i18n.fr), {
    message: "Every language must have the same blocks, in the same order.",
    path: ["i18n", "fr"],
  })
  .refine((value) => new Set(value.content.map((block) => block.uid)).size === value.content.length, {
    message: "Two blocks have the same uid.",
    path: ["content"],
  });
export type PageContent = z.infer<typeof pageContentSchema>;

function sameStructure(a: EditorBlock[], b: EditorBlock[]): boolean {
  return a.length === b.length && a.every((block, i) => block.uid === b[i]?.uid && block.component === b[i]?.component);
}

// Defaults of spec §3 for a new block.

export const defaultText = (value = ""): z.infer<typeof textFieldSchema> => ({
  text: value,
  color: null,
  fontFamily: "Roboto",
  textAlign: "left",
  fontSize: 2,
  fontIsBold: false,
  fontIsItalic: false,
});

export const defaultButton = (): z.infer<typeof buttonFieldSchema> => ({
  text: "",
  action: "website",
  href: "",
  variant: "flat",
  fontFamily: "Roboto",
  size: "large",
  shape: "rounded",
  color: "#ffffff",
  colorText: "#000000",
});

export const defaultImage = (): z.infer<typeof imageFieldSchema> => ({
  isDisplayed: false,
  fileId: null,
  cover: false,
  position: "center",
});

export const defaultBackground = (): z.infer<typeof backgroundFieldSchema> => ({ type: "color", color: "#ffffff", src: null });

/** The fields a new block of `type` starts with. */
export function defaultFields<T extends BlockType>(type: T): BlockFields<T> {
  const heading = { title: "", subtitle: "", background: null };
  const all: { [K in BlockType]: BlockFields<K> } = {
    Items: { ...heading, layout: "medias-slider", items: { categories: [], order_by: "-published_at", limit: 12, offset: 0 } },
    Categories: { ...heading, layout: "slider", categories: { selection: [], order_by: "position", limit: null } },
    Banner1: {
      title: defaultText(),
      subtitle: defaultText(),
      text: defaultText(),
      button: defaultButton(),
      image: defaultImage(),
      background: defaultBackground(),
    },
    Faq: { ...heading, variant: "features", layout: "grid-text-center", entries: [] },
    Testimonials: { ...heading, layout: "card", entries: [] },
    Cover: {
      layout: "fullscreen",
      textPosition: "center",
      title: { ...defaultText(), fontSize: 4, fontIsBold: true },
      subtitle: defaultText(),
      button: defaultButton(),
      image: defaultImage(),
      images: [],
      background: defaultBackground(),
    },
    Message: {
      layout: "banner-center",
      title: { ...defaultText(), fontSize: 3 },
      text: defaultText(),
      button: defaultButton(),
      image: defaultImage(),
      background: defaultBackground(),
    },
    Banner3: {
      layout: "fullwidth-center",
      title: { ...defaultText(), fontSize: 3 },
      text: defaultText(),
      button: defaultButton(),
      image: defaultImage(),
      background: defaultBackground(),
    },
  };
  return all[type];
}

/**
 * Where a button goes (spec §2, made safe): as given when it starts with the site's own origin,
 * `http://`, `https://` or `/` (not `//` or `/\`); otherwise `https://` is put in front (the spec's
 * `http://` would send visitors to an insecure page). Empty stays empty: no link.
 */
export function buttonHref(href: string, siteOrigin: string): string {
  const value = href.trim();
  if (!value) return "";
  const ownSite = siteOrigin !== "" && (value === siteOrigin || value.startsWith(`${siteOrigin}/`));
  // A path, but not '//host' or '/\host', which browsers read as another site.
  if (ownSite || /^https?:\/\//i.test(value) || /^\/(?![/\\])/.test(value)) return value;
  return `https://${value.replace(/^[/\\]+/, "")}`;
}
