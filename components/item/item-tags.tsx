import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { ExpandableList } from "./expand-button";
import { VISIBLE_TAGS } from "./item-rules";

const LIST = "flex flex-wrap gap-2";

/** The first 4 tags, the others behind a see more toggle (spec §2); each tag searches the site. */
export function ItemTags({ tags }: { tags: string[] }) {
  const t = useTranslations("item");
  if (tags.length === 0) return null;
  const entries = tags.map((tag, index) => ({
    key: `${tag}-${index}`,
    node: (
      <Link
        href={{ pathname: "/search", query: { q: tag } }}
        className="inline-flex min-h-[32px] items-center rounded-full bg-surface px-3 text-sm text-on-surface ring-1 ring-black/10 hover:ring-primary"
      >
        {`#${tag}`}
      </Link>
    ),
  }));
  const hiddenCount = Math.max(0, tags.length - VISIBLE_TAGS);
  return (
    <div className="flex flex-col items-start gap-2">
      <h2 className="sr-only">{t("tags")}</h2>
      {hiddenCount > 0 ? (
        <ExpandableList
          entries={entries}
          visible={VISIBLE_TAGS}
          listClassName={LIST}
          more={t("moreTags", { count: hiddenCount })}
          less={t("fewerTags")}
        />
      ) : (
        <ul className={LIST}>
          {entries.map(({ key, node }) => (
            <li key={key}>{node}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
