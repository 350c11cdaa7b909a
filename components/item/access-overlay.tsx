"use client";
// The no-access overlay of spec §2 over the item's thumbnail.
import { useTranslations } from "next-intl";
import { mdiCartOutline } from "@/components/ui/icons";
import { mdiEmailFastOutline, mdiLockOutline, mdiLogin, mdiStarOutline } from "./icons";
import type { ReactNode } from "react";
import type { Item } from "@/lib/api/schemas";
import { Link } from "@/lib/i18n/navigation";
import { Icon } from "@/components/ui/icon";
import type { ItemActions } from "./item-actions";
import type { Overlay } from "./item-rules";

type Props = {
  overlay: Overlay;
  item: Item;
  actions: ItemActions;
  /** An access that has ended, already formatted. */
  expiredOn?: string | null;
  /** The viewer's access ended by a refund on this date, already formatted (said instead of the end). */
  refundedOn?: string | null;
};

const BUTTON = "inline-flex min-h-touch items-center gap-2 rounded bg-primary px-5 font-medium text-on-primary shadow";

/** Spec §2 no-access overlay: sign in, request access, or subscribe / buy. */
export function AccessOverlay({ overlay, item, actions, expiredOn, refundedOn }: Props) {
  const t = useTranslations("item");
  if (overlay.kind === "none") return null;
  const login = { pathname: "/auth/login", query: { next: `/${item.slug}` } };

  let text: string;
  let buttons: ReactNode;
  if (overlay.kind === "private") {
    text = t("privateText");
    buttons = (
      <Link href={login} className={BUTTON}>
        <Icon path={mdiLogin} size={20} />
        {t("signIn")}
      </Link>
    );
  } else if (overlay.kind === "on_demand") {
    text = t("onDemandText");
    // The drawer asks a signed-out visitor to sign in and then sends the request; without a
    // drawer to hand the item to, the button leads to the login page.
    const request = actions.onRequestAccess;
    buttons = request ? (
      <button type="button" className={BUTTON} aria-haspopup="dialog" onClick={() => request(item)}>
        <Icon path={mdiEmailFastOutline} size={20} />
        {t("requestAccess")}
      </button>
    ) : (
      <Link href={login} className={BUTTON}>
        <Icon path={mdiEmailFastOutline} size={20} />
        {t("requestAccess")}
      </Link>
    );
  } else {
    // One sentence per offer: to buy, with a subscription, both, or (neither) not on sale now.
    const offer = overlay.buy && overlay.subscribe ? "both" : overlay.buy ? "buy" : overlay.subscribe ? "subscribe" : "none";
    text = t("payingText", { offer });
    buttons = (
      <>
        {overlay.subscribe ? (
          <button type="button" className={BUTTON} aria-haspopup="dialog" onClick={() => actions.onSubscribe?.(item)}>
            <Icon path={mdiStarOutline} size={20} />
            {t("subscribe")}
          </button>
        ) : null}
        {overlay.buy ? (
          <button type="button" className={BUTTON} aria-haspopup="dialog" onClick={() => actions.onBuy?.(item)}>
            <Icon path={mdiCartOutline} size={20} />
            {t("buy")}
          </button>
        ) : null}
      </>
    );
  }

  // The thumbnail has a play mark drawn in its centre (backend/services/thumbnail-art.ts), which
  // would read as a play button under the lock. The picture is darkened and blurred, and the
  // lock, text and buttons sit in an opaque panel that covers the centre: no play mark shows.
  return (
    <div className="absolute inset-0 flex items-center justify-center bg-black/70 p-2 backdrop-blur-sm sm:p-4">
      <div className="flex max-h-full min-h-[40%] max-w-md flex-col items-center justify-center gap-2 overflow-y-auto rounded-lg bg-neutral-950/95 px-4 py-3 text-center text-white shadow-xl ring-1 ring-white/15 sm:gap-4 sm:px-8 sm:py-6">
        <Icon path={mdiLockOutline} size={32} className="shrink-0" />
        <p className="text-sm font-medium sm:text-lg">{text}</p>
        {refundedOn ? (
          <p className="text-sm text-white/85">{t("refundedOn", { date: refundedOn })}</p>
        ) : expiredOn ? (
          <p className="text-sm text-white/85">{t("expiredOn", { date: expiredOn })}</p>
        ) : null}
        <div className="flex flex-wrap justify-center gap-3">{buttons}</div>
        {overlay.kind === "paying" && actions.onGetPurchases ? (
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={actions.onGetPurchases}
            className="min-h-touch text-sm text-white underline underline-offset-2"
          >
            {t("getPurchases")}
          </button>
        ) : null}
      </div>
    </div>
  );
}
