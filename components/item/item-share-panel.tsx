// The share panel's content (spec §2): the link (optionally at the player's moment), the share
// targets, the embed code on desktop, and the IIIF manifest as the link a viewer takes when dropped. Fetched when the panel first opens (item-share.tsx).
import { useTranslations } from "next-intl";
import { mdiContentCopy } from "./icons";
import { useId, useState } from "react";
import { Icon } from "@/components/ui/icon";
import { embedPolicy } from "@/lib/embed-domains";
import { usePlayerMedia, usePlayerTime } from "@/lib/player/current-time";
import { formatClock, withStartTime } from "@/lib/player/start-time";
import { embedCode } from "@/lib/player/embed-code";
import { IiifLogo } from "./iiif-logo";
import { shareUrl, type ShareTarget } from "./share-links";
import { useIsMobile } from "./use-is-mobile";

export type SharePanelProps = {
  /** The page's absolute URL. */
  url: string;
  /** The absolute URL of the embed player (`{origin}/embed/{uid}/`). */
  embedSrc: string;
  name: string;
  /** The site's embed_allowed_domains: where the embed code will work (empty or absent: anywhere). */
  embedDomains?: readonly string[];
  /** The IIIF manifest's drag-and-drop link (`{manifest}?manifest={manifest}`, lib/iiif/discovery.ts). */
  iiifUrl?: string;
};

const LINK = "inline-flex min-h-touch items-center rounded px-3 font-medium text-primary-text ring-1 ring-black/10 hover:bg-black/5";

export function SharePanel({ url, embedSrc, name, embedDomains, iiifUrl }: SharePanelProps) {
  const t = useTranslations("share");
  const tIiif = useTranslations("iiifShare");
  const [status, setStatus] = useState("");
  const mobile = useIsMobile();
  const fieldId = useId();
  const time = usePlayerTime();
  // The time is taken when the box is ticked; the video may play on.
  const [startAt, setStartAt] = useState<number | null>(null);
  // A playlist's time is its current media's (`&m=`), taken with it.
  const media = usePlayerMedia();
  const [startMedia, setStartMedia] = useState<string | null>(null);

  const link = startAt ? withStartTime(url, startAt, startMedia) : url;
  const code = embedCode(startAt ? withStartTime(embedSrc, startAt, startMedia) : embedSrc, t("iframeTitle", { name }));
  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus(done);
    } catch {
      setStatus(t("copyFailed"));
    }
  };
  const where = embedPolicy(embedDomains);
  const embedWhere =
    where.kind === "any"
      ? t("embedAnywhere")
      : where.domains.length
        ? t("embedWhere", { domains: where.domains.join(", ") })
        : t("embedNowhere");
  const targets: ShareTarget[] = ["email", "facebook", "twitter", "linkedin", ...(mobile === true ? (["whatsapp"] as const) : [])];

  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <label className="sr-only" htmlFor={`${fieldId}-url`}>
          {t("link")}
        </label>
        <input
          id={`${fieldId}-url`}
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
          className="min-h-touch min-w-0 flex-1 rounded bg-background px-3 text-sm ring-1 ring-black/10"
        />
        <button type="button" onClick={() => copy(link, t("copied"))} className={LINK}>
          <Icon path={mdiContentCopy} size={18} className="mr-1" />
          {t("copyLink")}
        </button>
      </div>
      {time > 0 || startAt !== null ? (
        <label className="flex min-h-touch items-center gap-2 self-start text-sm">
          <input
            type="checkbox"
            checked={startAt !== null}
            onChange={(event) => {
              setStartAt(event.currentTarget.checked ? time : null);
              setStartMedia(event.currentTarget.checked ? media : null);
            }}
            className="h-5 w-5 accent-primary"
          />
          {t("startAt", { time: formatClock(startAt ?? time) })}
        </label>
      ) : null}
      <ul className="flex flex-wrap gap-2">
        {targets.map((target) => (
          <li key={target}>
            <a
              href={shareUrl(target, link, name)}
              {...(target === "email" ? {} : { target: "_blank", rel: "noopener noreferrer" })}
              className={LINK}
            >
              {t(target)}
              {target === "email" ? null : <span className="sr-only"> {t("newTab")}</span>}
            </a>
          </li>
        ))}
      </ul>
      {mobile === false ? (
        <div className="flex flex-col gap-2" data-testid="share-embed">
          <label htmlFor={`${fieldId}-embed`} className="font-medium">
            {t("embed")}
          </label>
          <p id={`${fieldId}-embed-hint`} className="text-sm text-muted">
            {t("embedHint")} <span data-testid="share-embed-where">{embedWhere}</span>
          </p>
          <textarea
            id={`${fieldId}-embed`}
            aria-describedby={`${fieldId}-embed-hint`}
            readOnly
            rows={3}
            value={code}
            onFocus={(e) => e.currentTarget.select()}
            className="rounded bg-background p-2 font-mono text-xs ring-1 ring-black/10"
          />
          <button type="button" onClick={() => copy(code, t("embedCopied"))} className={`${LINK} self-start`}>
            {t("copyEmbed")}
          </button>
        </div>
      ) : null}
      {iiifUrl ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <a href={iiifUrl} className={`${LINK} gap-2`} data-testid="share-iiif">
            <IiifLogo />
            {tIiif("link")}
          </a>
          <span className="text-muted">{tIiif("hint")}</span>
        </p>
      ) : null}
      <p role="status" className="text-sm">
        {status}
      </p>
    </>
  );
}
