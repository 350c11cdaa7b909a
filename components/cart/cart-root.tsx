"use client";
// Everything the cart needs on every page: the provider (on-demand list, paid cart, drawer
// state), the drawer and the floating button. Mounted once inside SiteFrame.
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useCallback, type ReactNode } from "react";
import { toast } from "@/components/ui/toast";
import { ServerError } from "@/lib/api/errors";
import type { WebsiteSettings } from "@/lib/api/schemas";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import { CartProvider, useCart } from "@/lib/cart/cart-context";
import type { DrawerSettings } from "./cart-drawer";
import { CartItemActions } from "./cart-item-actions";
import { FloatingCartButton } from "./floating-cart-button";

/** Without the monetization fields the site has no paid cart (only the on-demand list). */
export type CartSettings = Pick<WebsiteSettings, "auth_enabled" | "auth_method" | "auth_users_registration_enabled"> &
  Partial<Pick<WebsiteSettings, "monetization_enabled" | "monetization_currency">>;

type Props = { settings: CartSettings; children: ReactNode };

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

  return (
    <CartProvider signedIn={signedIn} monetization={{ enabled, currency }} onError={onError}>
      <CartItemActions>{children}</CartItemActions>
      <LazyCartDrawer settings={settings} />
      <FloatingCartButton />
    </CartProvider>
  );
}

// The drawer (its panels, forms and dialog code) is fetched the first time it opens, not with every
// page: most visits never open it.
const CartDrawer = dynamic(() => import("./cart-drawer").then((module) => module.CartDrawer), { ssr: false });

function LazyCartDrawer({ settings }: { settings: DrawerSettings }) {
  const { open } = useCart();
  return useOpenedOnce(open) ? <CartDrawer settings={settings} /> : null;
}
