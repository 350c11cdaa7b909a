// "What is" (spec §2): the project, the founder, the organisation, and the promotional video; or,
// on a site that sells access, the channel, its paid access and who runs it.
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

// A site that sells access is a channel, not the non-profit's archive: its own generic sections,
// and no presentation video (that one presents the archive).
const PAID_SECTIONS = [
  { id: "channel", title: "channel.title", paragraphs: ["channel.p1", "channel.p2"] },
  { id: "paid-access", title: "paidAccess.title", paragraphs: ["paidAccess.p1", "paidAccess.p2", "paidAccess.p3"] },
  { id: "publisher", title: "publisher.title", paragraphs: ["publisher.p1", "publisher.p2"] },
] as const;

type Props = { siteName: string; siteUrl: string; paid: boolean };

export function WhatIsContent({ siteName, siteUrl, paid }: Props) {
  const t = useTranslations("whatIs");
  const values = { siteName, siteUrl, ...helpRichTags };

  return (
    <>
      {paid ? null : <HelpVideo name="what-is" title={t("video.title")} caption={t("video.caption", { siteName })} />}
      {(paid ? PAID_SECTIONS : SECTIONS).map((section) => (
        <HelpSection key={section.id} id={section.id} title={t(section.title)}>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{t.rich(paragraph, values)}</p>
          ))}
        </HelpSection>
      ))}
    </>
  );
}
