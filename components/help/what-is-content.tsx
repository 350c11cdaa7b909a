// "What is" (spec §2): the project, the founder, the organisation, and the promotional video.
import { useTranslations } from "next-intl";
import { HelpSection } from "./help-section";
import { HelpVideo } from "./help-video";
import { helpRichTags } from "./rich-tags";

// Full message paths under `whatIs`, so every key is checked against en.json.
const SECTIONS = [
  { id: "project", title: "project.title", paragraphs: ["project.p1", "project.p2", "project.p3"] },
  { id: "founder", title: "founder.title", paragraphs: ["founder.p1", "founder.p2"] },
  {
    id: "organisation",
    title: "organisation.title",
    paragraphs: ["organisation.p1", "organisation.p2", "organisation.p3"],
  },
] as const;

type Props = { siteName: string; siteUrl: string };

export function WhatIsContent({ siteName, siteUrl }: Props) {
  const t = useTranslations("whatIs");
  const values = { siteName, siteUrl, ...helpRichTags };

  return (
    <>
      <HelpVideo name="what-is" title={t("video.title")} caption={t("video.caption", { siteName })} />
      {SECTIONS.map((section) => (
        <HelpSection key={section.id} id={section.id} title={t(section.title)}>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{t.rich(paragraph, values)}</p>
          ))}
        </HelpSection>
      ))}
    </>
  );
}
