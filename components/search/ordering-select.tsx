"use client";
// The ordering picker (spec §2): relevance, or by name or publication date either way. The API's
// values ("-name": descending by a leading minus) travel in the URL; people read plain labels.
import { useTranslations } from "next-intl";
import type { SearchOrdering } from "@/lib/search/params";

const OPTIONS: ReadonlyArray<{ value: SearchOrdering | ""; label: "relevance" | "nameAsc" | "nameDesc" | "newest" | "oldest" }> = [
  { value: "", label: "relevance" },
  { value: "-published_at", label: "newest" },
  { value: "published_at", label: "oldest" },
  { value: "name", label: "nameAsc" },
  { value: "-name", label: "nameDesc" },
];

type Props = {
  id: string;
  value: SearchOrdering | null;
  onChange: (ordering: SearchOrdering | null) => void;
};

export function OrderingSelect({ id, value, onChange }: Props) {
  const t = useTranslations("search");
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t("ordering")}
      </label>
      <select
        id={id}
        name="ordering"
        value={value ?? ""}
        onChange={(event) => onChange(OPTIONS.find((option) => option.value === event.target.value)?.value || null)}
        className="min-h-touch rounded border border-on-surface/60 bg-background px-3 text-sm"
      >
        {OPTIONS.map((option) => (
          <option key={option.label} value={option.value}>
            {t(`orderings.${option.label}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
