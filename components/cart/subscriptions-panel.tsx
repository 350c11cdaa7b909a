// The subscriptions panel (spec §2): the site's plans (GET /billing/plans/?ordering=amount), each
// with its price per month or year (always in euros), a details toggle, 'Subscribe', and an
// 'unavailable' notice when the plan does not include the item the panel was opened for. On a site
// whose sign-in is the shared password, the buyer's e-mail address comes first (docs/buyers.md).
import { useTranslations } from "next-intl";
import useSWR from "swr";
import { getPlans } from "@/lib/api/billing";
import { browserApi } from "@/lib/api/browser";
import { useCart } from "@/lib/cart/use-cart";
import { BuyerEmailField, useBuyerEmail } from "./buyer-email-field";
import { CheckoutErrorNotice } from "./drawer-notices";
import { PlanCard } from "./plan-card";
import { GetPurchasesButton } from "./purchases-panel";

/** The SWR key of the plans: read once per page, shared by every opening of the panel. */
const PLANS_KEY = "/billing/plans/";

function loadPlans() {
  return getPlans(browserApi);
}

/** `askEmail`: the checkout asks for the buyer's address (a shared-password site that sells access). */
export function SubscriptionsPanel({ askEmail = false }: { askEmail?: boolean }) {
  const t = useTranslations("cart");
  const { subscriptionItem, subscribe, submitting, checkoutError } = useCart();
  // A failure is only logged (spec §8 "plan fetch failures: logged only"); the panel says none is offered.
  const { data: plans, isLoading } = useSWR(PLANS_KEY, loadPlans, {
    revalidateOnFocus: false,
    onError: (error: unknown) => console.error("[cart] the plans could not be read", error),
  });
  const buyer = useBuyerEmail(askEmail);
  const offered = plans !== undefined && plans.length > 0;

  return (
    <div className="flex flex-1 flex-col gap-4 p-6">
      {checkoutError ? <CheckoutErrorNotice message={checkoutError.message} /> : null}
      {askEmail && offered ? (
        // Its own form: Enter in the field does not subscribe to a plan the visitor did not pick.
        <form noValidate onSubmit={(event) => event.preventDefault()}>
          <BuyerEmailField form={buyer.form} />
        </form>
      ) : null}
      {isLoading ? (
        <p role="status" className="text-sm text-muted">
          {t("plansLoading")}
        </p>
      ) : !plans || plans.length === 0 ? (
        <p className="rounded-md bg-surface p-4 text-sm">{t("plansEmpty")}</p>
      ) : (
        <ul aria-label={t("plansLabel")} className="flex flex-col gap-4">
          {plans.map((plan) => (
            <PlanCard
              key={plan.uid}
              plan={plan}
              // Without an item (none named the panel), every plan is offered as it is.
              unavailable={subscriptionItem !== null && !subscriptionItem.plans.includes(plan.uid)}
              busy={submitting !== null}
              onSubscribe={buyer.withEmail((email) => void subscribe(plan.uid, email))}
            />
          ))}
        </ul>
      )}
      {askEmail ? <GetPurchasesButton /> : null}
    </div>
  );
}
