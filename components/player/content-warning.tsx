import { mdiAlertOutline } from "./icons";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { Icon } from "@/components/ui/icon";

type Props = {
  /** The item's warning, in the page's language. */
  text: string;
  thumbnail?: string | null;
  onContinue: () => void;
};

/**
 * The content warning that stands in place of the player until the visitor chooses to continue; not
 * continuing is simply leaving it there. A named region with a heading, so a screen reader finds it;
 * the button is never focused for the visitor (no focus stolen on load). A phone's 16:9 player is
 * about 200 px high: in a frame that low (the player is its own page, so media queries measure the
 * frame) the text is set smaller and tighter so it all fits; lower still, it scrolls.
 */
export function ContentWarning({ text, thumbnail, onContinue }: Props) {
  const t = useTranslations("player.contentWarning");
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="relative flex h-full w-full overflow-y-auto bg-black text-white">
      {thumbnail ? <img src={thumbnail} alt="" className="absolute inset-0 h-full w-full object-cover opacity-20" /> : null}
      <div className="relative m-auto flex max-w-lg flex-col items-center gap-2 p-4 text-center [@media(max-height:280px)]:gap-1 [@media(max-height:280px)]:p-2 [@media(max-height:280px)]:text-sm">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold [@media(max-height:280px)]:text-base">
          <Icon path={mdiAlertOutline} size={22} />
          {t("heading")}
        </h2>
        <p>{text}</p>
        <button
          type="button"
          onClick={onContinue}
          className="inline-flex min-h-touch items-center rounded bg-primary px-4 font-medium text-on-primary"
        >
          {t("continue")}
        </button>
        <p className="text-sm text-white/80 [@media(max-height:280px)]:text-xs">{t("remembered")}</p>
      </div>
    </section>
  );
}
