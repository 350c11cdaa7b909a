// Which items an Items block shows (hand-picked, in order, or by categories) and which categories a
// Categories block shows.
import { mdiArrowDown, mdiArrowUp, mdiClose, mdiPlus } from "@mdi/js";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { z } from "zod";
import { buttonClass } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { Icon } from "@/components/ui/icon";
import {
  CATEGORIES_ORDERINGS,
  ITEMS_ORDERINGS,
  SELECTION_MAX,
  type categoriesSelectionSchema,
  type itemsSelectionSchema,
} from "@/lib/editor/blocks";
import { NumberInput, RadioGroup, SelectInput } from "./controls";
import { useAllCategories, useItemSearch, useItemsByUid } from "./use-editor-data";

type ItemsValue = z.infer<typeof itemsSelectionSchema> | null;
type CategoriesValue = z.infer<typeof categoriesSelectionSchema>;

const BY_CATEGORIES = { categories: [], order_by: "-published_at", limit: 12, offset: 0 } as const;

function move<T>(list: T[], from: number, to: number): T[] {
  const copy = [...list];
  const [moved] = copy.splice(from, 1);
  copy.splice(to, 0, moved!);
  return copy;
}

/** An ordered list of chosen things, each movable up / down and removable. */
function ChosenList({ names, uids, onChange }: { names: Map<string, string>; uids: string[]; onChange: (uids: string[]) => void }) {
  const t = useTranslations("editor.selection");
  if (uids.length === 0) return <p className="text-sm text-muted">{t("nothingChosen")}</p>;
  return (
    <ol className="flex flex-col gap-1">
      {uids.map((uid, index) => {
        const name = names.get(uid) ?? uid;
        return (
          <li key={uid} className="flex items-center gap-1 rounded-md border border-on-surface/15 pl-3">
            <span className="flex-1 truncate">{name}</span>
            <button
              type="button"
              className={buttonClass({ variant: "ghost", size: "icon" })}
              aria-label={t("up", { name })}
              disabled={index === 0}
              onClick={() => onChange(move(uids, index, index - 1))}
            >
              <Icon path={mdiArrowUp} size={20} />
            </button>
            <button
              type="button"
              className={buttonClass({ variant: "ghost", size: "icon" })}
              aria-label={t("down", { name })}
              disabled={index === uids.length - 1}
              onClick={() => onChange(move(uids, index, index + 1))}
            >
              <Icon path={mdiArrowDown} size={20} />
            </button>
            <button
              type="button"
              className={buttonClass({ variant: "ghost", size: "icon" })}
              aria-label={t("remove", { name })}
              onClick={() => onChange(uids.filter((u) => u !== uid))}
            >
              <Icon path={mdiClose} size={20} />
            </button>
          </li>
        );
      })}
    </ol>
  );
}

/** Adds a category from the site's list. */
function CategoryAdder({ chosen, onAdd }: { chosen: string[]; onAdd: (uid: string) => void }) {
  const t = useTranslations("editor.selection");
  const { data } = useAllCategories();
  const [pick, setPick] = useState("");
  const left = (data ?? []).filter((category) => !chosen.includes(category.uid));
  return (
    <div className="flex items-end gap-2">
      <div className="flex-1">
        <Field label={t("addCategory")}>
          {(a11y) => (
            <select className={inputClass} value={pick} onChange={(event) => setPick(event.target.value)} {...a11y}>
              <option value="">{t("pickCategory")}</option>
              {left.map((category) => (
                <option key={category.uid} value={category.uid}>
                  {category.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <button
        type="button"
        className={buttonClass({ variant: "secondary", size: "sm" })}
        disabled={!pick || chosen.length >= SELECTION_MAX}
        onClick={() => {
          onAdd(pick);
          setPick("");
        }}
      >
        <Icon path={mdiPlus} size={20} />
        {t("add")}
      </button>
    </div>
  );
}

function useCategoryNames(): Map<string, string> {
  const { data } = useAllCategories();
  return new Map((data ?? []).map((category) => [category.uid, category.name]));
}

export function ItemsSelectionEditor({ value, onChange }: { value: ItemsValue; onChange: (value: ItemsValue) => void }) {
  const t = useTranslations("editor.selection");
  const categoryNames = useCategoryNames();
  const mode = value && "categories" in value ? "categories" : "selection";
  return (
    <div className="flex flex-col gap-4">
      <RadioGroup
        legend={t("mode")}
        value={mode}
        options={[
          { value: "selection", label: t("modes.selection") },
          { value: "categories", label: t("modes.categories") },
        ]}
        onChange={(next) => onChange(next === "categories" ? { ...BY_CATEGORIES, categories: [] } : null)}
      />
      {value && "categories" in value ? (
        <>
          <h3 className="font-medium">{t("categoriesHeading")}</h3>
          <ChosenList names={categoryNames} uids={value.categories} onChange={(categories) => onChange({ ...value, categories })} />
          <CategoryAdder chosen={value.categories} onAdd={(uid) => onChange({ ...value, categories: [...value.categories, uid] })} />
          <SelectInput
            label={t("orderBy")}
            value={value.order_by}
            options={ITEMS_ORDERINGS.map((order) => ({ value: order, label: t(`itemOrders.${order}`) }))}
            onChange={(order_by) => onChange({ ...value, order_by })}
          />
          <NumberInput
            label={t("limit")}
            hint={t("limitHint")}
            min={1}
            max={100}
            value={value.limit}
            onChange={(limit) => onChange({ ...value, limit })}
          />
          <NumberInput
            label={t("offset")}
            min={0}
            max={10_000}
            value={value.offset}
            onChange={(offset) => onChange({ ...value, offset: offset ?? 0 })}
          />
        </>
      ) : (
        <HandPickedItems uids={value?.selection ?? []} onChange={(selection) => onChange(selection.length ? { selection } : null)} />
      )}
    </div>
  );
}

function HandPickedItems({ uids, onChange }: { uids: string[]; onChange: (uids: string[]) => void }) {
  const t = useTranslations("editor.selection");
  const [search, setSearch] = useState("");
  const resultsId = useId();
  const found = useItemSearch(search);
  const chosen = useItemsByUid(uids);
  const names = new Map<string, string>();
  for (const item of [...(chosen.data?.results ?? []), ...(found.data?.results ?? [])]) names.set(item.uid, item.content_object.name);
  const results = (found.data?.results ?? []).filter((item) => !uids.includes(item.uid));

  return (
    <>
      <h3 className="font-medium">{t("itemsHeading")}</h3>
      <p className="text-sm text-muted">{t("itemsHint")}</p>
      <ChosenList names={names} uids={uids} onChange={onChange} />
      <Field label={t("search")} hint={t("searchHint")}>
        {(a11y) => (
          <input
            type="search"
            className={inputClass}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            {...a11y}
            aria-controls={resultsId}
          />
        )}
      </Field>
      <div id={resultsId} aria-live="polite">
        {search.trim().length >= 2 && found.data ? (
          results.length ? (
            <ul className="flex flex-col gap-1">
              {results.map((item) => (
                <li key={item.uid}>
                  <button
                    type="button"
                    className={buttonClass({ variant: "ghost", size: "xs", fullWidth: true, className: "justify-start text-left" })}
                    disabled={uids.length >= SELECTION_MAX}
                    onClick={() => onChange([...uids, item.uid])}
                  >
                    <Icon path={mdiPlus} size={20} />
                    {t("addItem", { name: item.content_object.name })}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">{t("noResults")}</p>
          )
        ) : null}
      </div>
    </>
  );
}

export function CategoriesSelectionEditor({ value, onChange }: { value: CategoriesValue; onChange: (value: CategoriesValue) => void }) {
  const t = useTranslations("editor.selection");
  const names = useCategoryNames();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t("categoriesHint")}</p>
      <ChosenList names={names} uids={value.selection} onChange={(selection) => onChange({ ...value, selection })} />
      <CategoryAdder chosen={value.selection} onAdd={(uid) => onChange({ ...value, selection: [...value.selection, uid] })} />
      <SelectInput
        label={t("orderBy")}
        value={value.order_by}
        options={CATEGORIES_ORDERINGS.map((order) => ({ value: order, label: t(`categoryOrders.${order}`) }))}
        onChange={(order_by) => onChange({ ...value, order_by })}
      />
      <NumberInput
        label={t("limit")}
        hint={t("limitHint")}
        min={1}
        max={100}
        value={value.limit}
        onChange={(limit) => onChange({ ...value, limit })}
      />
    </div>
  );
}
