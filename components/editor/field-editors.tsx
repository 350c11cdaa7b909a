// The drawers of one field (spec §3 "Block fields"): text, button, image, background, entries.
import { mdiFormatBold, mdiFormatItalic } from "@mdi/js";
import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import type { z } from "zod";
import { buttonClass } from "@/components/ui/button";
import {
  BUTTON_SHAPES,
  BUTTON_SIZES,
  BUTTON_VARIANTS,
  FONT_FAMILIES,
  IMAGE_POSITIONS,
  TEXT_ALIGNS,
  buttonHref,
  defaultBackground,
  defaultImage,
  type backgroundFieldSchema,
  type buttonFieldSchema,
  type entryFieldSchema,
  type imageFieldSchema,
  type textFieldSchema,
} from "@/lib/editor/blocks";
import { ColorInput, EditableList, RadioGroup, SelectInput, Switch, TextInput, ToggleButton } from "./controls";
import { ImageChooser } from "./image-chooser";

export type TextValue = z.infer<typeof textFieldSchema>;
export type ButtonValue = z.infer<typeof buttonFieldSchema>;
export type ImageValue = z.infer<typeof imageFieldSchema>;
export type BackgroundValue = z.infer<typeof backgroundFieldSchema>;
export type EntryValue = z.infer<typeof entryFieldSchema>;

const fonts = FONT_FAMILIES.map((font) => ({ value: font, label: font }));

export function TextFieldEditor({ value, onChange }: { value: TextValue; onChange: (value: TextValue) => void }) {
  const t = useTranslations("editor.text");
  const set = <K extends keyof TextValue>(key: K, next: TextValue[K]) => onChange({ ...value, [key]: next });
  return (
    <div className="flex flex-col gap-4">
      <TextInput label={t("text")} value={value.text} maxLength={10_000} multiline onChange={(text) => set("text", text)} />
      <SelectInput label={t("font")} value={value.fontFamily} options={fonts} onChange={(font) => set("fontFamily", font)} />
      <SelectInput
        label={t("size")}
        value={String(value.fontSize)}
        options={[1, 2, 3, 4, 5].map((size) => ({ value: String(size), label: t("sizeValue", { size }) }))}
        onChange={(size) => set("fontSize", Number(size))}
      />
      <div role="group" aria-label={t("style")} className="flex gap-2">
        <ToggleButton label={t("bold")} icon={mdiFormatBold} pressed={value.fontIsBold} onChange={(on) => set("fontIsBold", on)} />
        <ToggleButton label={t("italic")} icon={mdiFormatItalic} pressed={value.fontIsItalic} onChange={(on) => set("fontIsItalic", on)} />
      </div>
      <RadioGroup
        legend={t("align")}
        value={value.textAlign}
        options={TEXT_ALIGNS.map((align) => ({ value: align, label: t(`aligns.${align}`) }))}
        onChange={(align) => set("textAlign", align)}
      />
      <ColorInput label={t("color")} value={value.color ?? "#000000"} onChange={(color) => set("color", color)} />
      <Switch label={t("noColor")} checked={value.color === null} onChange={(none) => set("color", none ? null : "#000000")} />
    </div>
  );
}

const noSubscribe = () => () => {};

/** The site's own origin, in the browser (the server renders no drawer). */
function useOrigin(): string {
  return useSyncExternalStore(
    noSubscribe,
    () => window.location.origin,
    () => "",
  );
}

export function ButtonEditor({ value, onChange }: { value: ButtonValue; onChange: (value: ButtonValue) => void }) {
  const t = useTranslations("editor.button");
  const origin = useOrigin();
  const set = <K extends keyof ButtonValue>(key: K, next: ButtonValue[K]) => onChange({ ...value, [key]: next });
  const href = buttonHref(value.href, origin);
  return (
    <div className="flex flex-col gap-4">
      <TextInput label={t("text")} hint={t("textHint")} value={value.text} maxLength={200} onChange={(text) => set("text", text)} />
      <TextInput label={t("link")} hint={t("linkRule")} value={value.href} maxLength={2048} onChange={(link) => set("href", link)} />
      <p role="status" className="break-all rounded-md bg-surface px-3 py-2 text-sm" data-testid="link-rule">
        {href ? t("linkResult", { href }) : t("linkNone")}
      </p>
      <SelectInput
        label={t("variant")}
        value={value.variant}
        options={BUTTON_VARIANTS.map((variant) => ({ value: variant, label: t(`variants.${variant}`) }))}
        onChange={(variant) => set("variant", variant)}
      />
      <SelectInput label={t("font")} value={value.fontFamily} options={fonts} onChange={(font) => set("fontFamily", font)} />
      <SelectInput
        label={t("size")}
        value={value.size}
        options={BUTTON_SIZES.map((size) => ({ value: size, label: t(`sizes.${size}`) }))}
        onChange={(size) => set("size", size)}
      />
      <SelectInput
        label={t("shape")}
        value={value.shape}
        options={BUTTON_SHAPES.map((shape) => ({ value: shape, label: t(`shapes.${shape}`) }))}
        onChange={(shape) => set("shape", shape)}
      />
      <ColorInput label={t("color")} value={value.color} onChange={(color) => set("color", color)} />
      <ColorInput label={t("colorText")} value={value.colorText} onChange={(color) => set("colorText", color)} />
    </div>
  );
}

export function ImageEditor({ value, onChange }: { value: ImageValue; onChange: (value: ImageValue) => void }) {
  const t = useTranslations("editor.image");
  const set = <K extends keyof ImageValue>(key: K, next: ImageValue[K]) => onChange({ ...value, [key]: next });
  return (
    <div className="flex flex-col gap-4">
      <Switch label={t("shown")} checked={value.isDisplayed} onChange={(shown) => set("isDisplayed", shown)} />
      <ImageChooser label={t("file")} value={value.fileId} onChange={(src) => onChange({ ...value, fileId: src, isDisplayed: true })} />
      <Switch label={t("cover")} checked={value.cover} onChange={(cover) => set("cover", cover)} />
      <SelectInput
        label={t("position")}
        value={value.position}
        options={IMAGE_POSITIONS.map((position) => ({ value: position, label: t(`positions.${position}`) }))}
        onChange={(position) => set("position", position)}
      />
    </div>
  );
}

type BackgroundProps = { value: BackgroundValue | null; optional: boolean; onChange: (value: BackgroundValue | null) => void };

export function BackgroundEditor({ value, optional, onChange }: BackgroundProps) {
  const t = useTranslations("editor.background");
  const kind = value === null ? "none" : value.type;
  const options = [
    ...(optional ? [{ value: "none" as const, label: t("none") }] : []),
    { value: "color" as const, label: t("color") },
    { value: "image" as const, label: t("image") },
  ];
  const current = value ?? defaultBackground();
  return (
    <div className="flex flex-col gap-4">
      <RadioGroup
        legend={t("kind")}
        value={kind}
        options={options}
        onChange={(next) => onChange(next === "none" ? null : { ...current, type: next })}
      />
      {value ? <ColorInput label={t("colorLabel")} value={value.color} onChange={(color) => onChange({ ...value, color })} /> : null}
      {value?.type === "image" ? (
        <>
          <ImageChooser label={t("imageLabel")} value={value.src} onChange={(src) => onChange({ ...value, src })} />
          {value.src === null ? <p className="text-sm text-red-700 dark:text-red-300">{t("imageMissing")}</p> : null}
        </>
      ) : null}
    </div>
  );
}

const EMPTY_ENTRY: EntryValue = { image: null, title: "", subtitle: "", description: "" };

export function EntriesEditor({ value, max, onChange }: { value: EntryValue[]; max: number; onChange: (value: EntryValue[]) => void }) {
  const t = useTranslations("editor.entries");
  const set = (index: number, entry: EntryValue) => onChange(value.map((old, i) => (i === index ? entry : old)));
  return (
    <div className="flex flex-col gap-4">
      {value.length === 0 ? <p className="text-muted">{t("empty")}</p> : null}
      <EditableList
        items={value}
        removeLabel={(index) => t("remove", { number: index + 1 })}
        addLabel={t("add")}
        canAdd={value.length < max}
        onAdd={() => onChange([...value, EMPTY_ENTRY])}
        onRemove={(index) => onChange(value.filter((_, i) => i !== index))}
      >
        {(entry, index) => (
          <>
            <h3 className="font-medium">{t("entry", { number: index + 1 })}</h3>
            <TextInput label={t("title")} value={entry.title} maxLength={300} onChange={(title) => set(index, { ...entry, title })} />
            <TextInput
              label={t("subtitle")}
              value={entry.subtitle}
              maxLength={300}
              onChange={(subtitle) => set(index, { ...entry, subtitle })}
            />
            <TextInput
              label={t("description")}
              value={entry.description}
              maxLength={10_000}
              multiline
              onChange={(description) => set(index, { ...entry, description })}
            />
            <ImageChooser label={t("image")} value={entry.image} onChange={(image) => set(index, { ...entry, image })} />
            {entry.image ? (
              <button
                type="button"
                className={buttonClass({ variant: "ghost", size: "xs", className: "self-start" })}
                onClick={() => set(index, { ...entry, image: null })}
              >
                {t("removeImage")}
              </button>
            ) : null}
          </>
        )}
      </EditableList>
    </div>
  );
}

/** The collage's further pictures (the Cover's first one is its image field). */
export function ImagesEditor({ value, max, onChange }: { value: ImageValue[]; max: number; onChange: (value: ImageValue[]) => void }) {
  const t = useTranslations("editor.images");
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t("intro")}</p>
      <EditableList
        items={value}
        removeLabel={(index) => t("remove", { number: index + 2 })}
        addLabel={t("add")}
        canAdd={value.length < max}
        onAdd={() => onChange([...value, { ...defaultImage(), isDisplayed: true }])}
        onRemove={(index) => onChange(value.filter((_, i) => i !== index))}
      >
        {(image, index) => (
          <>
            <h3 className="font-medium">{t("picture", { number: index + 2 })}</h3>
            <ImageEditor value={image} onChange={(next) => onChange(value.map((old, i) => (i === index ? next : old)))} />
          </>
        )}
      </EditableList>
    </div>
  );
}
