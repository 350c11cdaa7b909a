// Leaving the site for the payment provider's page (spec §4 "browser goes to checkout_session_url"),
// apart so tests can watch it (jsdom cannot navigate).
import "client-only";
export function goToCheckout(url: string): void {
  window.location.assign(url);
}
