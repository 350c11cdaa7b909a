// A block's drawer (its settings, and a button per field that opens the field's drawer), and the
// field drawers themselves.
import { mdiChevronRight } from "@mdi/js";
import { useTranslations } from "next-intl";
import { buttonClass } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { ENTRIES_MAX, FAQ_LAYOUTS, LAYOUTS, TEXT_POSITIONS, type BlockType, type EditorBlock } from "@/lib/editor/blocks";
import { RadioGroup, TextInput } from "./controls";
import {
  BackgroundEditor,
  ButtonEditor,
  EntriesEditor,
  ImageEditor,
  ImagesEditor,
  TextFieldEditor,
  type BackgroundValue,
  type ButtonValue,
  type EntryValue,
  type ImageValue,
  type TextValue,
} from "./field-editors";
import { CategoriesSelectionEditor, ItemsSelectionEditor } from "./selection-editors";

type FieldKind = "text" | "button" | "image" | "images" | "background" | "items" | "categories" | "entries";
/** The fields that have a drawer of their own. */
export type FieldName = "title" | "subtitle" | "text" | "button" | "image" | "images" | "background" | "items" | "categories" | "entries";
type LayoutName = (typeof LAYOUTS)[BlockType][number];

/** The collage shows at most five pictures: the image field and four more. */
const COLLAGE_MORE_MAX = 4;

const HEADING: BlockType[] = ["Items", "Categories", "Faq", "Testimonials"];

/** The fields of each type that have a drawer of their own, in the order shown. */
const FIELD_DRAWERS: Record<BlockType, [FieldName, FieldKind][]> = {
  Items: [
    ["items", "items"],
    ["background", "background"],
  ],
  Categories: [
    ["categories", "categories"],
    ["background", "background"],
  ],
  Faq: [
    ["entries", "entries"],
    ["background", "background"],
  ],
  Testimonials: [
    ["entries", "entries"],
    ["background", "background"],
  ],
  Banner1: [
    ["title", "text"],
    ["subtitle", "text"],
    ["text", "text"],
    ["button", "button"],
    ["image", "image"],
    ["background", "background"],
  ],
  Cover: [
    ["title", "text"],
    ["subtitle", "text"],
    ["button", "button"],
    ["image", "image"],
    ["images", "images"],
    ["background", "background"],
  ],
  Message: [
    ["title", "text"],
    ["text", "text"],
    ["button", "button"],
    ["image", "image"],
    ["background", "background"],
  ],
  Banner3: [
    ["title", "text"],
    ["text", "text"],
    ["button", "button"],
    ["image", "image"],
    ["background", "background"],
  ],
};

type Update = (field: string, value: unknown) => void;

const fieldsOf = (block: EditorBlock) => block.fields as Record<string, unknown>;

type SettingsProps = {
  block: EditorBlock;
  onRename: (title: string) => void;
  onUpdate: Update;
  onOpenField: (field: FieldName) => void;
};

export function BlockSettings({ block, onRename, onUpdate, onOpenField }: SettingsProps) {
  const t = useTranslations("editor");
  const fields = fieldsOf(block);
  const type = block.component;
  const layouts: readonly LayoutName[] = block.component === "Faq" ? FAQ_LAYOUTS[block.fields.variant] : LAYOUTS[type];

  return (
    <div className="flex flex-col gap-5">
      <TextInput label={t("block.name")} hint={t("block.nameHint")} value={block.title} maxLength={120} onChange={onRename} />
      {HEADING.includes(type) ? (
        <>
          <TextInput
            label={t("block.title")}
            value={String(fields.title ?? "")}
            maxLength={300}
            onChange={(value) => onUpdate("title", value)}
          />
          <TextInput
            label={t("block.subtitle")}
            value={String(fields.subtitle ?? "")}
            maxLength={300}
            onChange={(value) => onUpdate("subtitle", value)}
          />
        </>
      ) : null}
      {block.component === "Faq" ? (
        <RadioGroup
          legend={t("block.variant")}
          value={block.fields.variant}
          options={(["features", "questions"] as const).map((variant) => ({ value: variant, label: t(`variants.${variant}`) }))}
          onChange={(variant) => {
            onUpdate("variant", variant);
            const allowed: readonly string[] = FAQ_LAYOUTS[variant];
            if (!allowed.includes(block.fields.layout)) onUpdate("layout", allowed[0]);
          }}
        />
      ) : null}
      {layouts.length ? (
        <RadioGroup
          legend={t("block.layout")}
          value={String(fields.layout)}
          options={layouts.map((layout) => ({ value: layout, label: t(`layouts.${layout}`) }))}
          onChange={(layout) => onUpdate("layout", layout)}
        />
      ) : null}
      {block.component === "Cover" ? (
        <RadioGroup
          legend={t("block.textPosition")}
          value={block.fields.textPosition}
          options={TEXT_POSITIONS.map((position) => ({ value: position, label: t(`textPositions.${position}`) }))}
          onChange={(position) => onUpdate("textPosition", position)}
        />
      ) : null}
      <nav aria-label={t("block.fieldsLabel")}>
        <ul className="flex flex-col gap-1">
          {FIELD_DRAWERS[type].map(([field]) => (
            <li key={field}>
              <button
                type="button"
                className={buttonClass({ variant: "outline", size: "sm", fullWidth: true, className: "justify-between" })}
                onClick={() => onOpenField(field)}
              >
                {t(`fields.${field}`)}
                <Icon path={mdiChevronRight} size={20} />
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

type FieldProps = { block: EditorBlock; field: FieldName; onUpdate: Update };

/** The drawer of one field of a block. */
export function FieldDrawer({ block, field, onUpdate }: FieldProps) {
  const kind = FIELD_DRAWERS[block.component].find(([name]) => name === field)?.[1];
  const value = fieldsOf(block)[field];
  const set = (next: unknown) => onUpdate(field, next);
  switch (kind) {
    case "text":
      return <TextFieldEditor value={value as TextValue} onChange={set} />;
    case "button":
      return <ButtonEditor value={value as ButtonValue} onChange={set} />;
    case "image":
      return <ImageEditor value={value as ImageValue} onChange={set} />;
    case "images":
      return <ImagesEditor value={value as ImageValue[]} max={COLLAGE_MORE_MAX} onChange={set} />;
    case "background":
      return <BackgroundEditor value={value as BackgroundValue | null} optional={HEADING.includes(block.component)} onChange={set} />;
    case "entries":
      return <EntriesEditor value={value as EntryValue[]} max={ENTRIES_MAX} onChange={set} />;
    case "items":
      return block.component === "Items" ? <ItemsSelectionEditor value={block.fields.items} onChange={set} /> : null;
    case "categories":
      return block.component === "Categories" ? <CategoriesSelectionEditor value={block.fields.categories} onChange={set} /> : null;
    default:
      return null;
  }
}
