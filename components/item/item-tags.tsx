"use client";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Link } from "@/lib/i18n/navigation";
import { ExpandButton } from "./expand-button";
import { VISIBLE_TAGS } from "./item-rules";

/** The first 4 tags, the others behind a see more toggle (spec §2); each tag searches the site. */
export function ItemTags({ tags }: { tags: string[] }) {
  const t = useTranslations("item");
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (tags.length === 0) return null;
  const hiddenCount = Math.max(0, tags.length - VISIBLE_TAGS);
  return (
    <div className="flex flex-col items-start gap-2">
      <h2 className="sr-only">{t("tags")}</h2>
      <ul id={listId} className="flex flex-wrap gap-2">
        {tags.map((tag, index) => {
          const extra = index >= VISIBLE_TAGS;
          return (
            <li key={`${tag}-${index}`} hidden={extra && !expanded} data-noscript-show={extra ? "block" : undefined}>
              <Link
                href={{ pathname: "/search", query: { q: tag } }}
                className="inline-flex min-h-[32px] items-center rounded-full bg-surface px-3 text-sm text-on-surface ring-1 ring-black/10 hover:ring-primary"
              >
                {`#${tag}`}
              </Link>
            </li>
          );
        })}
      </ul>
      {hiddenCount > 0 ? (
        <ExpandButton expanded={expanded} controls={listId} onToggle={() => setExpanded((value) => !value)} className="text-sm">
          {expanded ? t("fewerTags") : t("moreTags", { count: hiddenCount })}
        </ExpandButton>
      ) : null}
    </div>
  );
}
