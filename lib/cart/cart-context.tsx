"use client";
// The cart's provider (spec §3–§5): the on-demand list (persisted), the paid cart's count, the
// drawer's state, and the actions that change them. Mutations run from event handlers only.
import { createContext, useCallback, useContext, useMemo, useReducer, useState, useSyncExternalStore, type ReactNode } from "react";
import { useSWRConfig } from "swr";
import { browserApi } from "../api/browser";
import { ServerError } from "../api/errors";
import { CURRENT_USER_KEY } from "../auth/use-current-user";
import { usePathname } from "../i18n/navigation";
import { drawerReducer, initialDrawerState, type CartPanel, type DrawerState } from "./drawer-state";
import { addToList, MY_LIST_KEY, removeFromList, sendOnDemandRequest, type OnDemandEntry } from "./on-demand-list";
import { onDemandStore, priceCartStore } from "./stores";

export type CartContextValue = DrawerState & {
  onDemand: OnDemandEntry[];
  /** Entries of the paid cart (spec §3 `cart`). */
  cartCount: number;
  /** Adds an item to the on-demand list and opens the drawer on it (spec §4). */
  addOnDemand(entry: OnDemandEntry): void;
  removeOnDemand(uid: string): void;
  /** Opens the drawer: on the paid cart when it holds something, else on the on-demand list. */
  openDrawer(panel?: CartPanel): void;
  closeDrawer(): void;
  showPanel(panel: CartPanel): void;
  /** Sends the on-demand request, or asks the visitor to sign in first. */
  submitOnDemand(): Promise<void>;
  /** Called once the visitor has signed in (or registered) from the drawer. */
  resumeAfterLogin(): Promise<void>;
};

const CartContext = createContext<CartContextValue | null>(null);

type Props = {
  /** false when signed out; undefined while the session is being checked (the server decides). */
  signedIn: boolean | undefined;
  /** Shows a failure the drawer has no place for (a toast). */
  onError: (error: unknown) => void;
  children: ReactNode;
};

export function CartProvider({ signedIn, onError, children }: Props) {
  const onDemand = useSyncExternalStore(onDemandStore.subscribe, onDemandStore.get, onDemandStore.getServerSnapshot);
  const prices = useSyncExternalStore(priceCartStore.subscribe, priceCartStore.get, priceCartStore.getServerSnapshot);
  const cartCount = Object.keys(prices).length;
  const [drawer, dispatch] = useReducer(drawerReducer, initialDrawerState);
  const { mutate } = useSWRConfig();

  // A link followed from the drawer (an item, My List, 'forgot password') closes it; adjusted
  // during render rather than in an effect, like the side drawer.
  const pathname = usePathname();
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    if (drawer.open) dispatch({ type: "close" });
  }

  const addOnDemand = useCallback((entry: OnDemandEntry) => {
    const result = addToList(onDemandStore.get(), entry);
    if (result.status === "added") onDemandStore.set(result.list);
    dispatch({ type: "open", panel: "onDemand", tooMany: result.status === "full" });
  }, []);

  const removeOnDemand = useCallback((uid: string) => {
    onDemandStore.set(removeFromList(onDemandStore.get(), uid));
    dispatch({ type: "setTooMany", value: false });
  }, []);

  const openDrawer = useCallback(
    (panel?: CartPanel) => dispatch({ type: "open", panel: panel ?? (cartCount > 0 ? "prices" : "onDemand") }),
    [cartCount],
  );
  const closeDrawer = useCallback(() => dispatch({ type: "close" }), []);
  const showPanel = useCallback((panel: CartPanel) => dispatch({ type: "showPanel", panel }), []);

  const send = useCallback(async () => {
    const uids = onDemandStore.get().map((entry) => entry.uid);
    if (uids.length === 0) return;
    dispatch({ type: "submitStart" });
    try {
      await sendOnDemandRequest(browserApi, uids);
      onDemandStore.set([]);
      dispatch({ type: "onDemandSent" });
      void mutate(MY_LIST_KEY);
    } catch (error) {
      if (error instanceof ServerError && error.isAuthError) {
        // The session ended (the BFF dropped the cookie): sign in again, then resend.
        dispatch({ type: "loginRequired", pending: "onDemand" });
        void mutate(CURRENT_USER_KEY);
      } else if (error instanceof ServerError && error.type === "too_many_items") {
        dispatch({ type: "setTooMany", value: true });
      } else {
        // Nothing is lost: the list stays as it was, the visitor may try again.
        onError(error);
      }
    } finally {
      dispatch({ type: "submitEnd" });
    }
  }, [mutate, onError]);

  const submitOnDemand = useCallback(async () => {
    if (signedIn === false) {
      dispatch({ type: "loginRequired", pending: "onDemand" });
      return;
    }
    await send();
  }, [signedIn, send]);

  const { pending } = drawer;
  const resumeAfterLogin = useCallback(async () => {
    void mutate(CURRENT_USER_KEY);
    // The session cookie is set by now even if the user above has not been re-read yet, so the
    // pending request goes out without waiting for it.
    if (pending === "onDemand") await send();
    else dispatch({ type: "showPanel", panel: "onDemand" });
  }, [pending, mutate, send]);

  const value = useMemo<CartContextValue>(
    () => ({
      ...drawer,
      onDemand,
      cartCount,
      addOnDemand,
      removeOnDemand,
      openDrawer,
      closeDrawer,
      showPanel,
      submitOnDemand,
      resumeAfterLogin,
    }),
    [drawer, onDemand, cartCount, addOnDemand, removeOnDemand, openDrawer, closeDrawer, showPanel, submitOnDemand, resumeAfterLogin],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error("useCart must be used inside <CartProvider> (components/cart/cart-root.tsx).");
  return value;
}
