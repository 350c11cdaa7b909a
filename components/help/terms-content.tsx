// The terms of use (spec §2): exactly five sections, with the rules of use and a citation example.
import { useTranslations } from "next-intl";
import { HelpSection } from "./help-section";
import { helpRichTags } from "./rich-tags";

// Full message paths under `terms`, so every key is checked against en.json.
const PROSE_SECTIONS = {
  content: { id: "content", title: "content.title", paragraphs: ["content.p1", "content.p2", "content.p3"] },
  intellectualProperty: {
    id: "intellectual-property",
    title: "intellectualProperty.title",
    paragraphs: ["intellectualProperty.p1", "intellectualProperty.p2"],
  },
  texts: { id: "use-of-texts", title: "texts.title", paragraphs: ["texts.p1", "texts.p2", "texts.p3"] },
  disclaimer: {
    id: "disclaimer",
    title: "disclaimer.title",
    paragraphs: ["disclaimer.p1", "disclaimer.p2", "disclaimer.p3", "disclaimer.p4"],
  },
} as const;

const VIDEO_RULES = [
  "videos.rules.noDownload",
  "videos.rules.personal",
  "videos.rules.dignity",
  "videos.rules.purpose",
  "videos.rules.permission",
  "videos.rules.cite",
] as const;

type Props = { siteName: string; siteUrl: string };

export function TermsContent({ siteName, siteUrl }: Props) {
  const t = useTranslations("terms");
  const values = { siteName, siteUrl, ...helpRichTags };

  const prose = (section: (typeof PROSE_SECTIONS)[keyof typeof PROSE_SECTIONS]) => (
    <HelpSection id={section.id} title={t(section.title)}>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{t.rich(paragraph, values)}</p>
      ))}
    </HelpSection>
  );

  return (
    <>
      {prose(PROSE_SECTIONS.content)}
      {prose(PROSE_SECTIONS.intellectualProperty)}
      <HelpSection id="use-of-video-testimonies" title={t("videos.title")}>
        <p>{t("videos.intro")}</p>
        <ul className="list-disc space-y-3 ps-6 marker:text-primary">
          {VIDEO_RULES.map((rule) => (
            <li key={rule}>{t.rich(rule, values)}</li>
          ))}
        </ul>
        <div className="rounded-lg border border-muted/30 bg-surface p-4">
          <h3 className="mb-2 font-medium">{t("videos.citeTitle")}</h3>
          <p className="mb-3 text-sm">{t("videos.citeIntro")}</p>
          <blockquote className="border-l-4 border-primary ps-4 font-mono text-sm break-words">
            {t("videos.citeExample", { siteName, siteUrl })}
          </blockquote>
        </div>
      </HelpSection>
      {prose(PROSE_SECTIONS.texts)}
      {prose(PROSE_SECTIONS.disclaimer)}
    </>
  );
}
