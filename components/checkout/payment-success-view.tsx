"use client";
// Payment success (spec §2): the provider sends the buyer here with ?session_id=…; the page says
// the payment is being validated, asks for the session every second until it is complete (at most
// FULFILMENT_WAIT_MS), then after 2000 ms goes home and shows "Transaction completed successfully"
// with "Watch now" (the first item bought, or My List for a plan). The toaster lives in the locale
// layout, which a client-side navigation keeps: the toast survives. Once the session is complete the
// cart lets go of what was bought (it was kept until then, for Cancel and Back: lib/cart/checkout-return).
import { mdiAlertCircleOutline, mdiTimerSandComplete } from "./icons";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { toast } from "@/components/ui/toast";
import { buttonClass } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { FULFILMENT_WAIT_MS, type CheckoutSession } from "@/lib/api/billing";
import { ServerError } from "@/lib/api/errors";
import { forgetCheckout } from "@/lib/cart/checkout-return";
import { removeFromPriceCart } from "@/lib/cart/price-cart";
import { priceCartStore } from "@/lib/cart/stores";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { isFinalError, useCheckoutSession } from "./use-checkout-session";

/** Spec §9: the payment redirect. */
export const PAYMENT_REDIRECT_MS = 2000;
const POLL_MS = 1000;

const isPending = (session?: CheckoutSession) => !session || session.status === "open" || session.status === "processing";

export function PaymentSuccessView() {
  const t = useTranslations("checkout.success");
  const sessionId = useSearchParams().get("session_id")?.trim() || null;

  return (
    <section aria-labelledby="payment-success-title" className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-16 text-center">
      <h1 id="payment-success-title" className="text-3xl font-light">
        {t("heading")}
      </h1>
      {sessionId ? (
        <SessionProgress sessionId={sessionId} />
      ) : (
        <Outcome icon={mdiAlertCircleOutline} text={t("missing")}>
          <HomeLink />
        </Outcome>
      )}
    </section>
  );
}

function SessionProgress({ sessionId }: { sessionId: string }) {
  const t = useTranslations("checkout.success");
  const router = useRouter();
  const [timedOut, setTimedOut] = useState(false);
  const { data: session, error } = useCheckoutSession(sessionId, {
    refreshInterval: (latest) => (!timedOut && isPending(latest) ? POLL_MS : 0),
    retryAfterMs: POLL_MS,
  });
  const complete = session?.status === "complete";
  const stopped = error !== undefined && isFinalError(error);

  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), FULFILMENT_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);

  // Once complete: what was bought leaves the cart.
  const bought = complete ? session.lines.map((line) => line.item_uid).join(",") : null;
  useEffect(() => {
    if (bought === null) return;
    forgetCheckout();
    let cart = priceCartStore.get();
    for (const uid of bought.split(",").filter(Boolean)) cart = removeFromPriceCart(cart, uid);
    if (cart !== priceCartStore.get()) priceCartStore.set(cart);
  }, [bought]);

  // Then home after the redirect delay, and the toast (once, even if re-rendered).
  const firstSlug = session?.lines[0]?.item_slug;
  const watchPath = firstSlug ? `/${firstSlug}` : "/my-list";
  const redirected = useRef(false);
  useEffect(() => {
    if (!complete) return;
    const timer = setTimeout(() => {
      if (redirected.current) return;
      redirected.current = true;
      router.push("/");
      toast.success(t("toast"), { action: { label: t("watchNow"), onClick: () => router.push(watchPath) } });
    }, PAYMENT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [complete, router, t, watchPath]);

  let view: { text: string; icon?: string; action?: ReactNode };
  if (complete) view = { text: t("complete") };
  else if (session && !isPending(session)) {
    view = { text: t(session.status as "failed" | "expired" | "refunded"), icon: mdiAlertCircleOutline, action: <HomeLink /> };
  } else if (stopped && !(error instanceof ServerError && error.isAuthError)) {
    view = { text: t("notFound"), icon: mdiAlertCircleOutline, action: <HomeLink /> };
  } else if (timedOut) {
    const action = (
      <Link href="/my-list" className={buttonClass()}>
        {t("toMyList")}
      </Link>
    );
    view = { text: error ? t("error") : t("slow"), icon: mdiTimerSandComplete, action };
  } else view = { text: t("inProgress") };

  return (
    <Outcome icon={view.icon} text={view.text}>
      {view.action}
    </Outcome>
  );
}

/** One live region for every state, so each change of text is announced. */
function Outcome({ icon, text, children }: { icon?: string; text: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4">
      {icon ? (
        <Icon path={icon} size={48} className="text-muted" />
      ) : (
        <span aria-hidden className="h-12 w-12 animate-spin rounded-full border-4 border-primary/25 border-t-primary" />
      )}
      <p role="status" aria-live="polite" className="text-lg">
        {text}
      </p>
      {children}
    </div>
  );
}

function HomeLink() {
  const t = useTranslations("checkout.success");
  return (
    <Link href="/" className={buttonClass({ variant: "secondary" })}>
      {t("home")}
    </Link>
  );
}
