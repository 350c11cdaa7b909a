// The built-in test checkout's card, judged as Stripe's test mode judges one: the number, then the
// expiry, then the security code, each a field's fault with Stripe's code; a card that passes them
// is then paid or declined by its number. Only Stripe's test cards pay: any other valid number is
// declined, as a real card is in Stripe's test mode.

export type CardErrorCode =
  | "incorrect_number"
  | "invalid_expiry_month"
  | "invalid_expiry_year"
  | "incorrect_cvc"
  | "card_declined"
  | "insufficient_funds"
  | "expired_card";

export type CardField = "card_number" | "expiry" | "cvc";

/** `field`: the input at fault, or null for a decline (the card is valid, the bank says no). */
export type CardVerdict = { ok: true } | { ok: false; code: CardErrorCode; field: CardField | null };

export type TestCard = { card_number: string; expiry: string; cvc: string };

/** Stripe's test numbers that pay (Visa, Visa debit, Mastercard, American Express). */
const PAYING = new Set(["4242424242424242", "4000056655665556", "5555555555554444", "378282246310005"]);

/** Stripe's test numbers that fail, and how. 0127 is valid but its CVC check fails, whatever is typed. */
const FAILING: Record<string, CardErrorCode> = {
  "4000000000000002": "card_declined",
  "4000000000009995": "insufficient_funds",
  "4000000000000069": "expired_card",
  "4000000000000127": "incorrect_cvc",
};

/** An expiry further ahead than this is a typing error (Stripe refuses it too). */
const MAX_YEARS_AHEAD = 50;

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const fault = (code: CardErrorCode, field: CardField | null): CardVerdict => ({ ok: false, code, field });

/** "MM / YY", "MM/YY" or "MM/YYYY": the month's fault first, then the year's (unreadable, past, too far). */
function judgeExpiry(expiry: string, now: Date): CardVerdict | null {
  const [monthPart = "", yearPart = "", ...rest] = expiry.split("/").map((part) => part.trim());
  const month = /^\d{1,2}$/.test(monthPart) ? Number(monthPart) : NaN;
  if (!(month >= 1 && month <= 12)) return fault("invalid_expiry_month", "expiry");
  if (rest.length > 0 || !/^(\d{2}|\d{4})$/.test(yearPart)) return fault("invalid_expiry_year", "expiry");
  const year = yearPart.length === 2 ? 2000 + Number(yearPart) : Number(yearPart);
  const thisYear = now.getUTCFullYear();
  // A card is good through the last day of its month.
  const past = year < thisYear || (year === thisYear && month < now.getUTCMonth() + 1);
  if (past || year > thisYear + MAX_YEARS_AHEAD) return fault("invalid_expiry_year", "expiry");
  return null;
}

export function judgeTestCard(card: TestCard, now = new Date()): CardVerdict {
  const digits = card.card_number.replace(/[\s-]/g, "");
  if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits)) return fault("incorrect_number", "card_number");
  const expiry = judgeExpiry(card.expiry, now);
  if (expiry) return expiry;
  // American Express (34, 37) has a four-digit code on its front, every other card three.
  const cvcLength = /^3[47]/.test(digits) ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) return fault("incorrect_cvc", "cvc");
  const failure = FAILING[digits];
  if (failure === "incorrect_cvc") return fault(failure, "cvc");
  if (failure) return fault(failure, null);
  return PAYING.has(digits) ? { ok: true } : fault("card_declined", null);
}
