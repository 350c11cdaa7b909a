"use client";
// Everything the cart needs on every page: the cart's context, the drawer and the floating button.
// Mounted once inside SiteFrame. Most visits never touch the cart, so its engine (restoring a
// stored cart, checkout, sending a request: lib/cart/cart-context.tsx) and its drawer are fetched
// when first needed: the engine once a stored cart or list holds something or the visitor acts on
// the cart (an action called before it is there runs as soon as it is), the drawer on its first
// opening.
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { toast } from "@/components/ui/toast";
import { ServerError } from "@/lib/api/errors";
import type { WebsiteSettings } from "@/lib/api/schemas";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import { sellsToBuyers } from "@/lib/cart/buyers";
import { takeCanceledCheckout } from "@/lib/cart/checkout-return";
import { initialDrawerState } from "@/lib/cart/initial-drawer-state";
import { usePathname } from "@/lib/i18n/navigation";
import { onDemandStore, priceCartStore } from "@/lib/cart/stores";
import { CART_ACTIONS, CartContext, useCart, type CartActions, type CartContextValue } from "@/lib/cart/use-cart";
import type { DrawerSettings } from "@/lib/cart/drawer-state";
import { CartItemActions } from "./cart-item-actions";
import { FloatingCartButton } from "./floating-cart-button";

/** Without the monetization fields the site has no paid cart (only the on-demand list). */
export type CartSettings = Pick<WebsiteSettings, "auth_enabled" | "auth_method" | "auth_users_registration_enabled"> &
  Partial<Pick<WebsiteSettings, "monetization_enabled" | "monetization_currency">>;

type Props = { settings: CartSettings; children: ReactNode };

const CartEngine = dynamic(() => import("@/lib/cart/cart-context").then((module) => module.CartEngine), { ssr: false });

export function CartRoot({ settings, children }: Props) {
  // The same SWR key as SiteFrame's: one request, shared.
  const { user } = useCurrentUser(settings.auth_enabled);
  const signedIn = user === undefined ? undefined : user !== null;
  const t = useTranslations("errors");
  // The server's own message when it sent one (spec §8); otherwise the generic text, translated.
  const onError = useCallback(
    (error: unknown) => {
      toast.error(error instanceof ServerError && error.type !== "server_error" ? error.message : t("generic"));
    },
    [t],
  );
  const enabled = settings.monetization_enabled ?? false;
  const currency = settings.monetization_currency ?? "eur";
  const monetization = useMemo(() => ({ enabled, currency }), [enabled, currency]);

  const [engine, setEngine] = useState<CartContextValue | null>(null);
  const [called, setCalled] = useState(false);
  const waiting = useRef<Array<(cart: CartContextValue) => void>>([]);
  // The stored list and cart are read in a task of their own, after the first commit. A page's
  // first read of the browser's storage waits for it to be opened (2–17 ms here, 12 ms as an item
  // page started), and it came in that commit's effects, the longest task of a page's start after
  // the framework's own. An action called before that reads them itself (the engine).
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setStarted(true));
    return () => clearTimeout(timer);
  }, []);
  // The stored list is then shown (the access buttons say what it holds); a stored paid cart is
  // only counted once the engine has checked it against the items.
  const onDemand = useSyncExternalStore(
    onDemandStore.subscribe,
    started ? onDemandStore.get : onDemandStore.getServerSnapshot,
    onDemandStore.getServerSnapshot,
  );
  const carted = useSyncExternalStore(
    priceCartStore.subscribe,
    () => started && Object.keys(priceCartStore.get()).length > 0,
    () => false,
  );
  const needed = useOpenedOnce(onDemand.length > 0 || carted || called);

  // The calls made before the engine was there, in their order, once it is.
  useEffect(() => {
    if (engine) for (const call of waiting.current.splice(0)) call(engine);
  }, [engine]);

  const before = useMemo<CartContextValue>(() => {
    const later =
      (name: keyof CartActions) =>
      (...args: unknown[]) =>
        new Promise<void>((resolve, reject) => {
          waiting.current.push((cart) => {
            // Each action of the engine takes the arguments of its namesake here; its outcome is this one's.
            const action = cart[name] as (...values: unknown[]) => unknown;
            Promise.resolve(action(...args)).then(() => resolve(), reject);
          });
          setCalled(true);
        });
    const actions = Object.fromEntries(CART_ACTIONS.map((name) => [name, later(name)])) as unknown as CartActions;
    return { ...initialDrawerState, onDemand, cartLines: [], cartCount: 0, currency, subscriptionItem: null, ...actions };
  }, [currency, onDemand]);

  // Back from the payment page without paying (its Cancel, or the browser's Back): the cart opens
  // again on what was being paid. The query is then dropped from the address. Cancel is a link
  // within the site (this frame stays): every new page is looked at, not only the first.
  const pathname = usePathname();
  const current = useRef<CartContextValue>(before);
  useEffect(() => {
    current.current = engine ?? before;
  }, [engine, before]);
  useEffect(() => {
    const reopen = () => {
      const panel = takeCanceledCheckout(() => Object.keys(priceCartStore.get()).length > 0);
      if (panel) current.current.openDrawer(panel);
    };
    reopen();
    // A page restored from the browser's history cache runs no effect again.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) reopen();
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, [pathname]);

  // The drawer and the button render with the cart they read, not whenever this does (its own
  // store subscription would show them the engine's previous cart for a render).
  const frame = useMemo(
    () => (
      <>
        <LazyCartDrawer settings={settings} />
        <FloatingCartButton />
      </>
    ),
    [settings],
  );

  return (
    <CartContext value={engine ?? before}>
      <CartItemActions buyers={sellsToBuyers(settings)}>{children}</CartItemActions>
      {needed ? <CartEngine signedIn={signedIn} monetization={monetization} onError={onError} onChange={setEngine} /> : null}
      {frame}
    </CartContext>
  );
}

// The drawer (its panels, forms and dialog code) is fetched the first time it opens, not with every
// page: most visits never open it.
const CartDrawer = dynamic(() => import("./cart-drawer").then((module) => module.CartDrawer), { ssr: false });

function LazyCartDrawer({ settings }: { settings: DrawerSettings }) {
  const { open } = useCart();
  return useOpenedOnce(open) ? <CartDrawer settings={settings} /> : null;
}
