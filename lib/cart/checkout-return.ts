// Coming back from the payment page without paying: its Cancel link leads to the page the buyer came
// from with `?checkout=canceled`, and so does the browser's Back (the page's address is rewritten
// so as it is left). Arriving so, the cart drawer opens again on what was being paid, its lines
// intact: the cart empties only once the payment succeeded (components/checkout/payment-success-view).
import "client-only";
import type { CartPanel, SubmissionType } from "./drawer-state";

const CHECKOUT_QUERY = "checkout";
const CANCELED = "canceled";
/** What the buyer left to pay for (this tab only): the panel to reopen when they come back. */
const LEFT_FOR_KEY = "checkoutLeftFor";

/** `path` (a site path or a full address) with `?checkout=canceled`, its other query and hash kept. */
export function withCanceledCheckout(path: string): string {
  const url = new URL(path, "http://site.invalid");
  url.searchParams.set(CHECKOUT_QUERY, CANCELED);
  const local = `${url.pathname}${url.search}${url.hash}`;
  return /^https?:\/\//.test(path) ? `${new URL(path).origin}${local}` : local;
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Called as the browser leaves for the payment page: the Back button then comes back to a page
 * that says the checkout was left, and the type of checkout is remembered for this tab.
 */
export function markLeavingForCheckout(job: Exclude<SubmissionType, "onDemand">): void {
  session()?.setItem(LEFT_FOR_KEY, job);
  window.history.replaceState(window.history.state, "", withCanceledCheckout(window.location.href));
}

/** The payment went through: Back to the page left for it no longer reopens the cart. */
export function forgetCheckout(): void {
  session()?.removeItem(LEFT_FOR_KEY);
}

/**
 * On a page reached with `?checkout=canceled`: drops the query from the address and says which panel
 * to open (the plans for a subscription, else the cart while it holds something); null otherwise.
 */
export function takeCanceledCheckout(cartHasLines: () => boolean): CartPanel | null {
  const url = new URL(window.location.href);
  if (url.searchParams.get(CHECKOUT_QUERY) !== CANCELED) return null;
  url.searchParams.delete(CHECKOUT_QUERY);
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  const leftFor = session()?.getItem(LEFT_FOR_KEY);
  forgetCheckout();
  if (leftFor === "subscription") return "subscriptions";
  return cartHasLines() ? "prices" : null;
}
