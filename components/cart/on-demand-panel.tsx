// The onDemand panel (spec §2): the requested items, each with a remove button, and 'Submit my
// request'. Submitting while signed out switches to the login panel (lib/cart/cart-context).
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { buttonClass } from "@/components/ui/button";
import { useCart } from "@/lib/cart/use-cart";
import { MAX_ON_DEMAND_ENTRIES } from "@/lib/cart/on-demand-list";
import { OnDemandRow } from "./on-demand-row";

export function OnDemandPanel() {
  const t = useTranslations("cart");
  const { onDemand, removeOnDemand, submitOnDemand, submitting, closeDrawer } = useCart();
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  // After a removal the pressed button is gone: once the list has re-rendered, focus the remove
  // button now at the same place (or the one before it), or the empty message.
  const focusAfterRemove = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>("button[data-remove]");
    const target = buttons?.[Math.min(index, buttons.length - 1)] ?? emptyRef.current;
    target?.focus();
    // Once the list the drawer shows has changed (not on any other render).
  }, [onDemand]);

  const remove = (uid: string, index: number) => {
    focusAfterRemove.current = index;
    removeOnDemand(uid);
  };

  return (
    <div className="flex flex-1 flex-col gap-4 p-6">
      <p className="text-sm text-muted">{t("onDemandIntro")}</p>
      {onDemand.length === 0 ? (
        <p ref={emptyRef} tabIndex={-1} className="rounded-md bg-surface p-4 text-sm focus:outline-none">
          {t("onDemandEmpty")}
        </p>
      ) : (
        <>
          <p className="text-sm font-medium" aria-live="polite">
            {t("onDemandCount", { count: onDemand.length, max: MAX_ON_DEMAND_ENTRIES })}
          </p>
          <ul ref={listRef} aria-label={t("listLabel")} className="flex flex-col divide-y divide-on-surface/10">
            {onDemand.map((entry, index) => (
              <OnDemandRow key={entry.uid} entry={entry} onRemove={() => remove(entry.uid, index)} onFollow={closeDrawer} />
            ))}
          </ul>
        </>
      )}
      <div className="mt-auto border-t border-on-surface/10 pt-4">
        <button
          type="button"
          className={buttonClass({ fullWidth: true })}
          disabled={onDemand.length === 0 || submitting !== null}
          onClick={() => void submitOnDemand()}
        >
          {t("submit")}
        </button>
      </div>
    </div>
  );
}
