// Block fields arrive as `Record<string, unknown>` (editor data): these parsers read them leniently,
// field by field, so one malformed value falls back to its spec §3 default instead of hiding a block.
// The shapes are documented at the top of backend/seed/pages.ts.
import { z } from "zod";
import { BUTTON_SHAPES, BUTTON_SIZES, BUTTON_VARIANTS, FONT_FAMILIES, IMAGE_POSITIONS, LAYOUTS, TEXT_POSITIONS } from "@/lib/editor/blocks";

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const color = (fallback: string) => z.string().regex(HEX).catch(fallback);
const text = z.string().catch("");
const bool = (fallback: boolean) => z.boolean().catch(fallback);
const uids = z.array(z.string()).catch([]);

/** A public path or an http(s) URL; anything else (javascript:, data:…) is dropped. */
export function safeSrc(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const src = value.trim();
  return /^(https?:\/\/|\/(?!\/))/i.test(src) ? src : null;
}
// (z.unknown().transform() would make the key required in an object.)
const src = z.string().nullable().catch(null).transform(safeSrc);

export const backgroundSchema = z
  .object({
    type: z.enum(["color", "image"]).catch("color"),
    color: color("#ffffff"),
    src,
  })
  .nullable()
  .catch(null);
export type BackgroundField = NonNullable<z.infer<typeof backgroundSchema>>;

export const textFieldSchema = z
  .object({
    text,
    color: z.string().regex(HEX).nullable().catch(null),
    fontFamily: z.enum(FONT_FAMILIES).catch("Roboto"),
    textAlign: z.enum(["left", "center", "right"]).catch("left"),
    fontSize: z.number().int().min(1).max(5).catch(2),
    fontIsBold: bool(false),
    fontIsItalic: bool(false),
  })
  .nullable()
  .catch(null);
export type TextField = NonNullable<z.infer<typeof textFieldSchema>>;

export const buttonSchema = z
  .object({
    text,
    action: z.string().catch("website"),
    href: text,
    variant: z.enum(BUTTON_VARIANTS).catch("flat"),
    fontFamily: z.enum(FONT_FAMILIES).catch("Roboto"),
    size: z.enum(BUTTON_SIZES).catch("large"),
    shape: z.enum(BUTTON_SHAPES).catch("rounded"),
    color: color("#ffffff"),
    colorText: color("#000000"),
  })
  .nullable()
  .catch(null);
export type ButtonField = NonNullable<z.infer<typeof buttonSchema>>;

export const imageSchema = z
  .object({
    isDisplayed: bool(false),
    fileId: src,
    cover: bool(false),
    position: z.enum(IMAGE_POSITIONS).catch("center"),
  })
  .nullable()
  .catch(null);
export type ImageField = NonNullable<z.infer<typeof imageSchema>>;

export const entrySchema = z.object({ image: src, title: text, subtitle: text, description: text });
export type Entry = z.infer<typeof entrySchema>;
const entries = z
  .array(z.unknown())
  .catch([])
  .transform((list) =>
    list.flatMap((entry) => {
      const parsed = entrySchema.safeParse(entry);
      return parsed.success && (parsed.data.title || parsed.data.description) ? [parsed.data] : [];
    }),
  );

const heading = { title: text, subtitle: text, layout: text, background: backgroundSchema };

export const itemsSourceSchema = z
  .union([
    z
      .object({ selection: uids })
      .refine((v) => v.selection.length > 0)
      .transform((v) => ({ kind: "selection" as const, selection: v.selection })),
    z
      .object({
        // No catch here: a source without a categories array is not a category source.
        categories: z.array(z.string()),
        order_by: z.string().catch("-published_at"),
        limit: z.number().int().positive().nullable().optional().catch(null),
        offset: z.number().int().min(0).catch(0),
      })
      .transform((v) => ({ kind: "categories" as const, ...v })),
  ])
  .nullable()
  .catch(null);
export type ItemsSource = NonNullable<z.infer<typeof itemsSourceSchema>>;

export const itemsFieldsSchema = z.object({ ...heading, items: itemsSourceSchema });

export const categoriesFieldsSchema = z.object({
  ...heading,
  categories: z
    .object({
      selection: uids,
      order_by: z.string().catch("position"),
      limit: z.number().int().positive().nullable().optional().catch(null),
    })
    .catch({ selection: [], order_by: "position", limit: null }),
});

export const bannerFieldsSchema = z.object({
  title: textFieldSchema,
  subtitle: textFieldSchema,
  text: textFieldSchema,
  button: buttonSchema,
  image: imageSchema,
  background: backgroundSchema,
});

/** One of `values`; anything else reads as the first (for a layout, the editor's default). */
const oneOf = <const V extends readonly [string, ...string[]]>(values: V) => z.enum(values).catch(values[0]);

export const coverFieldsSchema = z.object({
  layout: oneOf(LAYOUTS.Cover),
  textPosition: z.enum(TEXT_POSITIONS).catch("center"),
  title: textFieldSchema,
  subtitle: textFieldSchema,
  button: buttonSchema,
  image: imageSchema,
  /** The collage's further pictures (the first is `image`); a malformed one is dropped. */
  images: z
    .array(z.unknown())
    .catch([])
    .transform((list) =>
      list.flatMap((entry) => {
        const image = imageSchema.parse(entry);
        return image ? [image] : [];
      }),
    ),
  background: backgroundSchema,
});

export const messageFieldsSchema = z.object({
  layout: oneOf(LAYOUTS.Message),
  title: textFieldSchema,
  text: textFieldSchema,
  button: buttonSchema,
  image: imageSchema,
  background: backgroundSchema,
});

export const banner3FieldsSchema = z.object({
  layout: oneOf(LAYOUTS.Banner3),
  title: textFieldSchema,
  text: textFieldSchema,
  button: buttonSchema,
  image: imageSchema,
  background: backgroundSchema,
});

export const faqFieldsSchema = z.object({ ...heading, variant: z.enum(["features", "questions"]).catch("features"), entries });

export const testimonialsFieldsSchema = z.object({ ...heading, entries });

/** Parses a block's fields; a missing or non-object `fields` reads as all defaults. */
export function readFields<T extends z.ZodType>(schema: T, fields: unknown): z.infer<T> {
  const parsed = schema.safeParse(fields && typeof fields === "object" ? fields : {});
  return parsed.success ? parsed.data : schema.parse({});
}
