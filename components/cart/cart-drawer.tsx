// The cart drawer of spec §2: a right-side Radix dialog, 400 px wide (the whole width on phones),
// focus-trapped, closed by Escape, a click outside or its close button; one panel at a time.
import * as Dialog from "@radix-ui/react-dialog";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { DialogCloseButton, DialogContent, DialogOverlay } from "@/components/ui/dialog";
import type { DrawerSettings } from "@/lib/cart/drawer-state";
import { sellsToBuyers } from "@/lib/cart/buyers";
import { useCart } from "@/lib/cart/use-cart";
import { DrawerLoadingOverlay, TooManyItemsBanner } from "./drawer-notices";
import { LoginPanel, type AuthMode } from "./login-panel";
import { OnDemandPanel } from "./on-demand-panel";
import { OnDemandSuccessPanel } from "./on-demand-success-panel";
import { PricesPanel } from "./prices-panel";
import { PurchasesPanel } from "./purchases-panel";
import { SubscriptionsPanel } from "./subscriptions-panel";

type Props = { settings: DrawerSettings };

export function CartDrawer({ settings }: Props) {
  const { open, closeDrawer, submitting } = useCart();
  // The drawer is opened from code (request button, floating button), not a Radix Trigger, so
  // Radix has nowhere to send the focus back: we remember the opener ourselves.
  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener = () => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  };
  const restoreFocus = (event: Event) => {
    event.preventDefault();
    // Safari does not focus a clicked button, and the opener may be gone (the floating button
    // hides with an empty list): fall back to the floating button, else leave it to the browser.
    const target = opener.current?.isConnected ? opener.current : document.querySelector<HTMLElement>("[data-cart-button]");
    target?.focus();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : closeDrawer())}>
      <Dialog.Portal>
        <DialogOverlay />
        <DialogContent
          aria-describedby={undefined}
          aria-busy={submitting !== null}
          onOpenAutoFocus={rememberOpener}
          onCloseAutoFocus={restoreFocus}
          className="fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-background text-on-surface shadow-2xl sm:w-[400px]"
        >
          {/* Radix unmounts the content on close: the login/register switch starts afresh. */}
          <DrawerBody settings={settings} />
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DrawerBody({ settings }: Props) {
  const t = useTranslations("cart");
  const { panel, tooMany, submitting, pending } = useCart();
  const [authMode, setAuthMode] = useState<AuthMode>("login");
  // The login panel says what signing in is for: the request, or the payment.
  const forPayment = pending !== null && pending.type !== "onDemand";
  const askEmail = sellsToBuyers(settings);
  const title = panel === "login" ? t(forPayment ? `titles.${authMode}Checkout` : `titles.${authMode}`) : t(`titles.${panel}`);

  // When the panel changes under the visitor (login → success…), the button they pressed is
  // gone: focus goes to the new panel so it is read out and the keyboard stays in place.
  const panelRef = useRef<HTMLDivElement>(null);
  const focusedPanel = useRef(panel);
  useEffect(() => {
    if (focusedPanel.current === panel) return;
    focusedPanel.current = panel;
    panelRef.current?.focus();
  }, [panel]);

  return (
    <>
      <div className="flex items-center gap-2 border-b border-on-surface/10 py-2 pl-6 pr-2">
        <Dialog.Title className="flex-1 text-xl font-medium">{title}</Dialog.Title>
        <DialogCloseButton label={t("close")} />
      </div>
      {tooMany ? <TooManyItemsBanner /> : null}
      <div ref={panelRef} tabIndex={-1} className="flex min-h-0 flex-1 flex-col overflow-y-auto focus:outline-none">
        {panel === "prices" ? <PricesPanel askEmail={askEmail} /> : null}
        {panel === "subscriptions" ? <SubscriptionsPanel askEmail={askEmail} /> : null}
        {panel === "purchases" ? <PurchasesPanel /> : null}
        {panel === "onDemand" ? <OnDemandPanel /> : null}
        {panel === "onDemandSuccess" ? <OnDemandSuccessPanel /> : null}
        {panel === "login" ? <LoginPanel settings={settings} mode={authMode} onModeChange={setAuthMode} /> : null}
      </div>
      {submitting ? <DrawerLoadingOverlay job={submitting} /> : null}
    </>
  );
}
