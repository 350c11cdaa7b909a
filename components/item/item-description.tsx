import { useTranslations } from "next-intl";
import { ExpandableText } from "./expand-button";
import { splitDescription } from "./item-rules";

/** The description, cut at 70 words with a see more/less toggle when longer than 120 (spec §2). */
export function ItemDescription({ text }: { text: string }) {
  const t = useTranslations("item");
  const { head, rest } = splitDescription(text);
  if (!head) return null;
  if (rest) return <ExpandableText head={head} rest={rest} more={t("seeMore")} less={t("seeLess")} />;
  return (
    <div className="flex flex-col items-start gap-2">
      <p className="whitespace-pre-line leading-relaxed">{head}</p>
    </div>
  );
}
