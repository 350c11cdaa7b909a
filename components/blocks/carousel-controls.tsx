import { mdiChevronLeft, mdiChevronRight, mdiPause, mdiPlay } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";

const ROUND =
  "z-10 grid h-10 w-10 place-items-center rounded-full bg-black/65 text-white shadow transition-colors hover:bg-black/85 disabled:cursor-default disabled:opacity-30 motion-reduce:transition-none";

type ArrowsProps = {
  canPrev: boolean;
  canNext: boolean;
  onPrev: () => void;
  onNext: () => void;
  /** The ids of the slide container the buttons move (aria-controls). */
  controls: string;
};

/** Previous / next buttons, drawn over the viewport's edges; disabled at the ends unless looping. */
export function CarouselArrows({ canPrev, canNext, onPrev, onNext, controls }: ArrowsProps) {
  const t = useTranslations("blocks");
  return (
    <>
      <button
        type="button"
        aria-label={t("previous")}
        aria-controls={controls}
        disabled={!canPrev}
        onClick={onPrev}
        className={`${ROUND} absolute left-2 top-1/2 -translate-y-1/2`}
      >
        <Icon path={mdiChevronLeft} size={28} />
      </button>
      <button
        type="button"
        aria-label={t("next")}
        aria-controls={controls}
        disabled={!canNext}
        onClick={onNext}
        className={`${ROUND} absolute right-2 top-1/2 -translate-y-1/2`}
      >
        <Icon path={mdiChevronRight} size={28} />
      </button>
    </>
  );
}

type PlayProps = { playing: boolean; onToggle: () => void; controls: string };

/** WCAG 2.2.2: content that moves by itself for more than five seconds can be paused. */
export function CarouselPlayToggle({ playing, onToggle, controls }: PlayProps) {
  const t = useTranslations("blocks");
  return (
    <button
      type="button"
      aria-label={t(playing ? "pause" : "play")}
      aria-controls={controls}
      onClick={onToggle}
      className={`${ROUND} absolute bottom-3 right-3 h-9 w-9`}
    >
      <Icon path={playing ? mdiPause : mdiPlay} size={20} />
    </button>
  );
}
