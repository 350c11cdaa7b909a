// Builders for page blocks. The field conventions are documented at the top of ./pages.ts.
import type { BlockRecord } from "../db/schema";
import { uuidFor } from "./random";

export type Lang = "en" | "fr";
/** Picks the English or French text while the same builder produces both block arrays. */
export type Translate = (en: string, fr: string) => string;
export const translator =
  (lang: Lang): Translate =>
  (en, fr) =>
    lang === "en" ? en : fr;
/** A page builder called once per language with that language's translator: `(ctx, lang) => blocks`. */
export const bilingualPage =
  <C>(build: (ctx: C, t: Translate) => BlockRecord[]) =>
  (ctx: C, lang: Lang): BlockRecord[] =>
    build(ctx, translator(lang));

export type Background = { type: "color" | "image"; color: string; src: string | null };
export type TextField = {
  text: string;
  color: string;
  fontFamily: string;
  textAlign: "left" | "center" | "right";
  fontSize: number;
  fontIsBold: boolean;
  fontIsItalic: boolean;
};
export type ButtonField = {
  text: string;
  action: "website";
  href: string;
  variant: "flat";
  fontFamily: string;
  size: "large";
  shape: "rounded";
  color: string;
  colorText: string;
};
export type ImageField = { isDisplayed: boolean; fileId: string | null; cover: boolean; position: "center" };
export type Entry = { image: string | null; title: string; subtitle: string; description: string };
export type ItemsSource = { selection: string[] } | { categories: string[]; order_by: string; limit: number; offset: number };
export type CategoriesSource = { selection: string[]; order_by: string; limit: number };

export const colorBackground = (color = "#ffffff"): Background => ({ type: "color", color, src: null });
export const imageBackground = (src: string, color = "#ffffff"): Background => ({ type: "image", color, src });

export function textField(text: string, options: Partial<Omit<TextField, "text">> = {}): TextField {
  return {
    text,
    color: "#000000",
    fontFamily: "Roboto",
    textAlign: "left",
    fontSize: 2,
    fontIsBold: false,
    fontIsItalic: false,
    ...options,
  };
}

export function button(text: string, href: string, color = "#ffffff", colorText = "#000000"): ButtonField {
  return { text, action: "website", href, variant: "flat", fontFamily: "Roboto", size: "large", shape: "rounded", color, colorText };
}

/** An image shown (and covering its area) when there is a file, hidden when `fileId` is null. */
export const imageField = (fileId: string | null): ImageField => ({
  isDisplayed: fileId !== null,
  fileId,
  cover: fileId !== null,
  position: "center",
});

/** A block whose uid is derived from `key`, so the English and French arrays share uids. */
export function block(key: string, component: string, title: string, fields: Record<string, unknown>, isDisplayed = true): BlockRecord {
  return { uid: uuidFor(`block:${key}`), component, is_displayed: isDisplayed, title, fields };
}

export function itemsBlock(
  key: string,
  t: { label: string; title: string; subtitle: string },
  layout: string,
  items: ItemsSource,
  background: Background,
  isDisplayed = true,
): BlockRecord {
  return block(key, "Items", t.label, { title: t.title, subtitle: t.subtitle, layout, items, background }, isDisplayed);
}

export function categoriesBlock(
  key: string,
  t: { label: string; title: string; subtitle: string },
  layout: string,
  categories: CategoriesSource,
  background: Background,
): BlockRecord {
  return block(key, "Categories", t.label, { title: t.title, subtitle: t.subtitle, layout, categories, background });
}

export function faqBlock(
  key: string,
  t: { label: string; title: string; subtitle: string },
  variant: "features" | "questions",
  layout: string,
  entries: Entry[],
  background: Background,
): BlockRecord {
  return block(key, "Faq", t.label, { title: t.title, subtitle: t.subtitle, variant, layout, entries, background });
}

export function testimonialsBlock(
  key: string,
  t: { label: string; title: string; subtitle: string },
  layout: string,
  entries: Entry[],
  background: Background,
): BlockRecord {
  return block(key, "Testimonials", t.label, { title: t.title, subtitle: t.subtitle, layout, entries, background });
}

/** Title, subtitle and editor label of a block (the label defaults to the title). */
export const heading = (title: string, subtitle = "", label = title) => ({ label, title, subtitle });

export type Banner1Fields = {
  title: TextField;
  subtitle: TextField;
  text: TextField;
  button: ButtonField;
  image: ImageField;
  background: Background;
};

export function banner1Block(key: string, label: string, { title, subtitle, text, button, image, background }: Banner1Fields): BlockRecord {
  return block(key, "Banner1", label, { title, subtitle, text, button, image, background });
}

export type CoverFields = {
  layout: string;
  textPosition: string;
  title: TextField;
  subtitle: TextField;
  button: ButtonField;
  image: ImageField;
  /** The collage's further pictures. */
  images: ImageField[];
  background: Background;
};

export function coverBlock(key: string, label: string, fields: CoverFields): BlockRecord {
  return block(key, "Cover", label, fields);
}

/** Message and Banner3 share their fields: a title, a text, a button, an image and a background. */
export type MessageFields = {
  layout: string;
  title: TextField;
  text: TextField;
  button: ButtonField;
  image: ImageField;
  background: Background;
};

export function messageBlock(key: string, label: string, fields: MessageFields): BlockRecord {
  return block(key, "Message", label, fields);
}

export function banner3Block(key: string, label: string, fields: MessageFields): BlockRecord {
  return block(key, "Banner3", label, fields);
}
