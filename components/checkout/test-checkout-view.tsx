"use client";
// The built-in test checkout: the hosted payment page of the "test" provider, on the site itself.
// It reads the buyer's session, shows what is being paid and takes a test card (Stripe's codes for a
// refused one); paid, it goes to the session's success_url. A session that can no longer be paid
// says why. Cancel goes back to the cart, which reopens (lib/cart/checkout-return).
import { mdiAlertCircleOutline, mdiCheckCircleOutline, mdiFlaskOutline, mdiTimerOffOutline } from "./icons";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState, type ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { payTestCheckout, type CheckoutSession, type TestCardInput } from "@/lib/api/billing";
import { browserApi } from "@/lib/api/browser";
import { ServerError } from "@/lib/api/errors";
import { handleAuthError } from "@/lib/auth/auth-error";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { Link, usePathname, useRouter } from "@/lib/i18n/navigation";
import { formatAmount, formatDateTime } from "@/lib/format-account";
import { withCanceledCheckout } from "@/lib/cart/checkout-return";
import { CardPaymentForm, type CardError, type CardField } from "./card-payment-form";
import { CheckoutSummary } from "./checkout-summary";
import { sitePath, useLeaveTo } from "./leave-to";
import { isFinalError, useCheckoutSession } from "./use-checkout-session";

type Props = { sessionId: string; siteName: string; logo: string | null };

export function TestCheckoutView({ sessionId, siteName, logo }: Props) {
  const t = useTranslations("checkout.test");
  const router = useRouter();
  const pathname = usePathname();
  const { user } = useCurrentUser(true);
  const { data: session, error, mutate } = useCheckoutSession(user ? sessionId : null);
  const signedOut = user === null;

  useEffect(() => {
    // The buyer's own page: sign in, then come back here.
    if (signedOut) router.replace({ pathname: "/auth/login", query: { next: pathname } });
  }, [signedOut, router, pathname]);

  let body: ReactNode;
  if (session) body = <SessionContent session={session} onStale={() => void mutate()} />;
  else if (error && isFinalError(error) && !(error instanceof ServerError && error.isAuthError)) {
    body = (
      <Notice icon={mdiAlertCircleOutline} title={t("notFound")}>
        <Link href="/" className={buttonClass({ variant: "secondary" })}>
          {t("home")}
        </Link>
      </Notice>
    );
  } else if (error && !(error instanceof ServerError && error.isAuthError)) {
    body = (
      <Notice icon={mdiAlertCircleOutline} title={t("error")} alert>
        <button type="button" className={buttonClass({ variant: "secondary" })} onClick={() => void mutate()}>
          {t("retry")}
        </button>
      </Notice>
    );
  } else {
    body = (
      <p role="status" className="py-8 text-center text-muted">
        {t("loading")}
      </p>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-8 sm:py-12">
      <div className="flex flex-col gap-5 rounded-xl bg-background p-5 shadow-lg ring-1 ring-on-surface/10 sm:p-8">
        <header className="flex flex-wrap items-center justify-between gap-3 border-b border-on-surface/10 pb-4">
          {logo ? (
            // Logos are arbitrary remote files of unknown size: a plain <img> keeps their ratio.
            <img src={logo} alt={siteName} className="h-10 w-auto max-w-[60%] object-contain" />
          ) : (
            <span className="text-lg font-medium">{siteName}</span>
          )}
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
            <Icon path={mdiFlaskOutline} size={14} />
            {t("testMode")}
          </span>
        </header>
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-light sm:text-3xl">{t("title")}</h1>
          <p className="text-sm text-muted">{t("testModeNote")}</p>
        </div>
        {body}
      </div>
    </div>
  );
}

function SessionContent({ session, onStale }: { session: CheckoutSession; onStale: () => void }) {
  const t = useTranslations("checkout.test");
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const leaveTo = useLeaveTo();
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<CardError | null>(null);
  // The server said it expired while the page was open.
  const [expired, setExpired] = useState(false);
  const back = sitePath(session.cancel_path);

  const pay = async (input: TestCardInput) => {
    setPaying(true);
    setPayError(null);
    try {
      const paid = await payTestCheckout(browserApi, session.uid, input);
      // Stays "paying" until the next page shows.
      leaveTo(paid.success_url);
    } catch (error) {
      setPaying(false);
      if (handleAuthError(error, router, pathname)) return;
      if (error instanceof ServerError && error.status === 402) {
        setPayError(cardError(error, t));
      } else if (error instanceof ServerError && error.type === "checkout_expired") {
        setExpired(true);
      } else if (error instanceof ServerError && error.status === 409) {
        // Already paid (another tab): read the session again, which then says so.
        onStale();
      } else {
        setPayError({ message: t("failed"), field: null });
      }
    }
  };

  const status = expired ? "expired" : session.status;
  switch (status) {
    case "open":
      return (
        <>
          <CheckoutSummary session={session} />
          <p className="text-sm text-muted">
            <time dateTime={session.expires_at}>{t("expiresAt", { time: formatDateTime(session.expires_at, locale) })}</time>
          </p>
          <CardPaymentForm
            amountLabel={formatAmount(session.amount, session.currency, locale)}
            cancelPath={withCanceledCheckout(back)}
            paying={paying}
            error={payError}
            buyerEmail={session.buyer_email ?? null}
            onPay={(input) => void pay(input)}
          />
        </>
      );
    case "complete":
    case "processing":
      return (
        <Notice icon={mdiCheckCircleOutline} title={status === "complete" ? t("paidTitle") : t("processingTitle")}>
          <p>{status === "complete" ? t("paidText") : t("processingText")}</p>
          <a href={session.success_url} className={buttonClass()}>
            {t("toSuccess")}
          </a>
        </Notice>
      );
    case "expired":
    case "failed":
    case "refunded":
      return (
        <Notice icon={status === "expired" ? mdiTimerOffOutline : mdiAlertCircleOutline} title={t(`${status}Title`)}>
          <p>{t(`${status}Text`)}</p>
          <Link href={status === "refunded" ? back : withCanceledCheckout(back)} className={buttonClass({ variant: "secondary" })}>
            {t("back")}
          </Link>
        </Notice>
      );
  }
}

/** Stripe's codes of a refused card, and the message each one shows in the buyer's language. */
const CARD_MESSAGES = {
  incorrect_number: "incorrectNumber",
  invalid_expiry_month: "invalidExpiryMonth",
  invalid_expiry_year: "invalidExpiryYear",
  expired_card: "expiredCard",
  incorrect_cvc: "incorrectCvc",
  card_declined: "declined",
  insufficient_funds: "insufficientFunds",
} as const;
const isCardCode = (type: string): type is keyof typeof CARD_MESSAGES => Object.hasOwn(CARD_MESSAGES, type);
const CARD_FIELDS: readonly CardField[] = ["card_number", "expiry", "cvc"];

/** A 402 `{type, message, errors?: {card_number|expiry|cvc: [msg]}}`: its message, on the field it names. */
function cardError(error: ServerError, t: ReturnType<typeof useTranslations<"checkout.test">>): CardError {
  const field = CARD_FIELDS.find((name) => (error.errors?.[name]?.length ?? 0) > 0) ?? null;
  if (isCardCode(error.type)) return { message: t(CARD_MESSAGES[error.type]), field };
  return { message: (field ? error.errors?.[field]?.[0] : undefined) ?? t("refused"), field };
}

type NoticeProps = { icon: string; title: string; alert?: boolean; children?: ReactNode };

function Notice({ icon, title, alert = false, children }: NoticeProps) {
  return (
    <div role={alert ? "alert" : undefined} className="flex flex-col items-start gap-3" data-testid="checkout-notice">
      <h2 className="flex items-center gap-2 text-xl font-medium">
        <Icon path={icon} />
        {title}
      </h2>
      {children}
    </div>
  );
}
