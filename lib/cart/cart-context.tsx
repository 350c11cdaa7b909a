"use client";
// The cart's engine (spec §3–§5): the on-demand list and the paid cart (both persisted), the
// drawer's state, and the actions that change them. Mutations run from event handlers only, but
// for the restoring of a stored cart, which checks its entries against the items themselves.
// Fetched after the page, when the cart is first needed (components/cart/cart-root.tsx); what the
// page reads and calls is in use-cart.ts.
import "client-only";
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, useSyncExternalStore } from "react";
import { useSWRConfig } from "swr";
import { createCheckout, type CheckoutInput, type Currency } from "../api/billing";
import { browserApi } from "../api/browser";
import { getItems } from "../api/endpoints";
import { ServerError } from "../api/errors";
import { ITEMS_PAGE_MAX } from "../api/limits";
import type { Item } from "../api/schemas";
import { CURRENT_USER_KEY } from "../auth/use-current-user";
import { usePathname } from "../i18n/navigation";
import { drawerReducer, panelOf, type CartPanel, type PendingSubmission } from "./drawer-state";
import { initialDrawerState } from "./initial-drawer-state";
import { addToList, MY_LIST_KEY, removeFromList, sendOnDemandRequest, type OnDemandEntry } from "./on-demand-list";
import { markLeavingForCheckout } from "./checkout-return";
import { addToPriceCart, cartLines, choosePrice, pruneCart, removeFromPriceCart } from "./price-cart";
import { goToCheckout } from "./redirect";
import { onDemandStore, priceCartStore } from "./stores";
import type { CartContextValue } from "./use-cart";

type Props = {
  /** false when signed out; undefined while the session is being checked (the server decides). */
  signedIn: boolean | undefined;
  /** The paid cart exists only on a site with monetization; its prices are in `currency`. */
  monetization: { enabled: boolean; currency: Currency };
  /** Shows a failure the drawer has no place for (a toast). */
  onError: (error: unknown) => void;
  /** Receives the cart as it changes. */
  onChange: (cart: CartContextValue) => void;
};

const NO_ITEMS: Record<string, Item> = {};

/** The server's field message of a refused checkout (spec §8 400 answers), else its message. */
function checkoutMessage(error: unknown, field: CheckoutInput["type"]): string | null {
  if (!(error instanceof ServerError) || error.status >= 500 || error.type === "server_error") return null;
  const errors = error.errors ?? {};
  const own = errors[field]?.[0];
  if (own) return own;
  const any = Object.values(errors).find((list) => list.length > 0)?.[0];
  return any ?? error.message;
}

export function CartEngine({ signedIn, monetization, onError, onChange }: Props) {
  const onDemand = useSyncExternalStore(onDemandStore.subscribe, onDemandStore.get, onDemandStore.getServerSnapshot);
  const stored = useSyncExternalStore(priceCartStore.subscribe, priceCartStore.get, priceCartStore.getServerSnapshot);
  const [drawer, dispatch] = useReducer(drawerReducer, initialDrawerState);
  const [items, setItems] = useState<Record<string, Item>>(NO_ITEMS);
  const [subscriptionItem, setSubscriptionItem] = useState<Item | null>(null);
  const { mutate } = useSWRConfig();
  const { enabled: paid, currency } = monetization;

  const lines = useMemo(() => (paid ? cartLines(stored, items) : []), [paid, stored, items]);
  const cartCount = lines.length;

  // Restoring (spec §4): the items a stored cart names are fetched once (uid__in), and entries
  // whose item or price is gone are dropped. Until then they are neither shown nor counted. A
  // failure is only logged (spec §8): the entries stay stored and hidden until the next visit.
  const fetched = useRef(new Set<string>());
  useEffect(() => {
    if (!paid) return;
    const missing = Object.keys(stored).filter((uid) => !(uid in items) && !fetched.current.has(uid));
    if (missing.length === 0) return;
    for (const uid of missing) fetched.current.add(uid);
    getItems(browserApi, { uid__in: missing, limit: ITEMS_PAGE_MAX }).then(
      (page) => {
        const found = Object.fromEntries(page.results.map((item) => [item.uid, item]));
        setItems((known) => ({ ...known, ...found }));
        const current = priceCartStore.get();
        const pruned = pruneCart(current, missing, found);
        if (pruned !== current) priceCartStore.set(pruned);
      },
      (error: unknown) => console.error("[cart] the cart's items could not be read", error),
    );
  }, [paid, stored, items]);

  // A link followed from the drawer (an item, My List, 'forgot password') closes it; adjusted
  // during render rather than in an effect, like the side drawer.
  const pathname = usePathname();
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    if (drawer.open) dispatch({ type: "close" });
  }

  // Back from the payment page through the browser's history cache: the page comes back as it
  // was left, with the loading overlay of the redirect; it is lifted.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) dispatch({ type: "submitEnd" });
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);

  const addOnDemand = useCallback((entry: OnDemandEntry) => {
    const result = addToList(onDemandStore.get(), entry);
    if (result.status === "added") onDemandStore.set(result.list);
    dispatch({ type: "open", panel: "onDemand", tooMany: result.status === "full" });
  }, []);

  const removeOnDemand = useCallback((uid: string) => {
    onDemandStore.set(removeFromList(onDemandStore.get(), uid));
    dispatch({ type: "setTooMany", value: false });
  }, []);

  const addToCart = useCallback((item: Item) => {
    const result = addToPriceCart(priceCartStore.get(), item);
    if (result.status === "noPrice") return;
    // The item as the page has it is the freshest copy: its prices are the ones offered now.
    setItems((known) => ({ ...known, [item.uid]: item }));
    if (result.status === "added") priceCartStore.set(result.cart);
    dispatch({ type: "open", panel: "prices" });
  }, []);

  const choose = useCallback((itemUid: string, priceUid: string) => {
    const current = priceCartStore.get();
    const next = choosePrice(current, itemUid, priceUid);
    if (next !== current) priceCartStore.set(next);
  }, []);

  const removeFromCart = useCallback(
    (itemUid: string) => {
      const next = removeFromPriceCart(priceCartStore.get(), itemUid);
      priceCartStore.set(next);
      if (cartLines(next, items).length === 0) dispatch({ type: "close" });
    },
    [items],
  );

  const clearCart = useCallback(() => {
    priceCartStore.set({});
    dispatch({ type: "close" });
  }, []);

  const openSubscriptions = useCallback((item: Item) => {
    setSubscriptionItem(item);
    dispatch({ type: "open", panel: "subscriptions" });
  }, []);

  const openDrawer = useCallback(
    (panel?: CartPanel) => dispatch({ type: "open", panel: panel ?? (cartCount > 0 ? "prices" : "onDemand") }),
    [cartCount],
  );
  const closeDrawer = useCallback(() => dispatch({ type: "close" }), []);
  const showPanel = useCallback((panel: CartPanel) => dispatch({ type: "showPanel", panel }), []);

  /** The checkout input of a job, read when it is sent (the cart as it is then). */
  const checkoutInput = useCallback(
    (job: Exclude<PendingSubmission, { type: "onDemand" }>): CheckoutInput | null => {
      // The buyer's address, on a site whose sign-in is the shared password (docs/buyers.md).
      const email = job.email ? { email: job.email } : {};
      if (job.type === "subscription") return { type: "subscription", subscription: job.plan, ...email };
      const prices = lines.map((line) => line.price.uid);
      return prices.length > 0 ? { type: "prices", prices, ...email } : null;
    },
    [lines],
  );

  /** Sends one submission; the one place that handles a session gone missing (spec §4). */
  const send = useCallback(
    async (job: PendingSubmission) => {
      const input = job.type === "onDemand" ? null : checkoutInput(job);
      const uids = onDemandStore.get().map((entry) => entry.uid);
      if (job.type === "onDemand" ? uids.length === 0 : input === null) {
        // Nothing left to send (emptied meanwhile, e.g. from another tab): back to its panel.
        dispatch({ type: "showPanel", panel: panelOf(job.type) });
        return;
      }
      let leaving = false;
      dispatch({ type: "submitStart", job: job.type });
      try {
        if (input) {
          const { checkout_session_url: url } = await createCheckout(browserApi, input);
          // The cart stays as it is until the payment succeeded: Cancel and Back come back to it.
          markLeavingForCheckout(input.type === "prices" ? "prices" : "subscription");
          // The overlay stays up while the browser leaves for the payment page.
          leaving = true;
          goToCheckout(url);
        } else {
          await sendOnDemandRequest(browserApi, uids);
          onDemandStore.set([]);
          dispatch({ type: "onDemandSent" });
          void mutate(MY_LIST_KEY);
        }
      } catch (error) {
        if (error instanceof ServerError && error.isAuthError) {
          // The session ended (the BFF dropped the cookie): sign in again, then resend.
          dispatch({ type: "loginRequired", pending: job });
          void mutate(CURRENT_USER_KEY);
        } else if (input) {
          // Shown in the drawer, where the visitor is (role="alert"); nothing is lost.
          dispatch({ type: "checkoutFailed", panel: panelOf(job.type), message: checkoutMessage(error, input.type) });
        } else if (error instanceof ServerError && error.type === "too_many_items") {
          dispatch({ type: "setTooMany", value: true });
        } else {
          // Nothing is lost: the list stays as it was, the visitor may try again.
          onError(error);
        }
      } finally {
        if (!leaving) dispatch({ type: "submitEnd" });
      }
    },
    [checkoutInput, mutate, onError],
  );

  const submit = useCallback(
    async (job: PendingSubmission) => {
      if (signedIn === false) {
        dispatch({ type: "loginRequired", pending: job });
        return;
      }
      await send(job);
    },
    [signedIn, send],
  );

  const submitOnDemand = useCallback(() => submit({ type: "onDemand" }), [submit]);
  const checkoutPrices = useCallback((email?: string) => submit({ type: "prices", email }), [submit]);
  const subscribe = useCallback((plan: string, email?: string) => submit({ type: "subscription", plan, email }), [submit]);

  const { pending } = drawer;
  const resumeAfterLogin = useCallback(async () => {
    void mutate(CURRENT_USER_KEY);
    // The session cookie is set by now even if the user above has not been re-read yet, so the
    // pending request goes out without waiting for it.
    if (pending) await send(pending);
    else dispatch({ type: "showPanel", panel: cartCount > 0 ? "prices" : "onDemand" });
  }, [pending, cartCount, mutate, send]);

  const value = useMemo<CartContextValue>(
    () => ({
      ...drawer,
      onDemand,
      cartLines: lines,
      cartCount,
      currency,
      subscriptionItem,
      addOnDemand,
      removeOnDemand,
      addToCart,
      choosePrice: choose,
      removeFromCart,
      clearCart,
      openSubscriptions,
      openDrawer,
      closeDrawer,
      showPanel,
      submitOnDemand,
      checkoutPrices,
      subscribe,
      resumeAfterLogin,
    }),
    [
      drawer,
      onDemand,
      lines,
      cartCount,
      currency,
      subscriptionItem,
      addOnDemand,
      removeOnDemand,
      addToCart,
      choose,
      removeFromCart,
      clearCart,
      openSubscriptions,
      openDrawer,
      closeDrawer,
      showPanel,
      submitOnDemand,
      checkoutPrices,
      subscribe,
      resumeAfterLogin,
    ],
  );

  // Handed up before the browser paints, in the same flush as the change: a controlled input of the
  // drawer (a price's radio) must never show the cart of the render before.
  useLayoutEffect(() => onChange(value), [value, onChange]);
  return null;
}
