// The billing contract's limits, apart from its calls (billing.ts): the cart on every public page
// needs only these, and importing billing.ts would bring its calls into each page's first load.
export const CURRENCIES = ["eur", "chf"] as const;

/** At most one price per item, and no more lines than a cart holds. */
export const CHECKOUT_MAX_PRICES = 50;
