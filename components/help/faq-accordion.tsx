// The FAQ of spec §2: three groups of native <details> questions, so it works without JavaScript.
import { mdiChevronDown } from "@mdi/js";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { helpRichTags } from "./rich-tags";

// Full message paths under `faq`, so every t() key below is checked against en.json.
const FAQ_GROUPS = [
  {
    id: "video",
    title: "groups.video",
    questions: ["video.whatIs", "video.recording", "video.languages", "video.subtitles", "video.access", "video.download"],
  },
  {
    id: "account",
    title: "groups.account",
    questions: [
      "account.create",
      "account.who",
      "account.howMany",
      "account.after",
      "account.duration",
      "account.myList",
      "account.password",
    ],
  },
  {
    id: "search",
    title: "groups.search",
    questions: ["search.words", "search.languages", "search.order", "search.categories", "search.spelling", "search.noResults"],
  },
] as const;

type Props = { siteName: string; siteUrl: string };

export function FaqAccordion({ siteName, siteUrl }: Props) {
  const t = useTranslations("faq");
  const values = { siteName, siteUrl, ...helpRichTags };

  return (
    <div className="space-y-12">
      {FAQ_GROUPS.map((group) => (
        <section key={group.id} id={`faq-${group.id}`} aria-labelledby={`faq-${group.id}-title`} className="scroll-mt-24">
          <h2 id={`faq-${group.id}-title`} className="mb-4 text-2xl font-normal">
            {t(group.title)}
          </h2>
          <div className="divide-y divide-muted/25 overflow-hidden rounded-lg border border-muted/30 bg-surface">
            {group.questions.map((question) => (
              <details key={question} id={`faq-${question.replace(".", "-")}`} className="group scroll-mt-24">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-4 font-medium hover:bg-on-surface/5 [&::-webkit-details-marker]:hidden">
                  <span>{t(`${question}.question`)}</span>
                  <Icon path={mdiChevronDown} size={22} className="text-muted transition-transform group-open:rotate-180" />
                </summary>
                <div className="px-4 pb-5 leading-relaxed">
                  <p>{t.rich(`${question}.answer`, values)}</p>
                </div>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
