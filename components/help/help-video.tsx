// An embedded help video (spec §2: "each an embedded video") with captions in the page's language.
import { useLocale, useTranslations } from "next-intl";
import { routing } from "@/lib/i18n/routing";

export type HelpVideoName = "what-is" | "tuto-create-account" | "tuto-request" | "tuto-search";

type Props = { name: HelpVideoName; title: string; caption?: string };

const BASE = "/help/videos";

export function HelpVideo({ name, title, caption }: Props) {
  const t = useTranslations("help.video");
  const locale = useLocale();
  // The page's language first, as the default track; the other languages stay selectable.
  const languages = [locale, ...routing.locales.filter((other) => other !== locale)];

  return (
    <figure className="space-y-3">
      {/* The caption tracks are mapped below, which the rule cannot see. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        controls
        preload="none"
        playsInline
        poster={`${BASE}/${name}.jpg`}
        width={640}
        height={360}
        aria-label={t("label", { title })}
        className="aspect-video h-auto w-full rounded-lg bg-black"
      >
        <source src={`${BASE}/${name}.mp4`} type="video/mp4" />
        {languages.map((language) => (
          <track
            key={language}
            kind="captions"
            src={`${BASE}/${name}.${language}.vtt`}
            srcLang={language}
            label={t(`captions.${language}`)}
            default={language === locale}
          />
        ))}
        <p>{t("unsupported")}</p>
      </video>
      <figcaption className="text-sm text-muted">
        <span className="font-medium text-on-surface">{title}</span>
        {caption ? <span> – {caption}</span> : null}
      </figcaption>
    </figure>
  );
}
