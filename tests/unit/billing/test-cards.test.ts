// The test checkout's card checks, in Stripe's order and with Stripe's codes.
import { judgeTestCard, luhnValid, type CardVerdict } from "@/backend/services/billing/test-cards";

const NOW = new Date("2026-12-07T12:00:00Z");
const GOOD = { card_number: "4242 4242 4242 4242", expiry: "12 / 30", cvc: "123" };

const judge = (card: Partial<typeof GOOD>): CardVerdict => judgeTestCard({ ...GOOD, ...card }, NOW);
const refused = (code: string, field: string | null) => ({ ok: false, code, field });

describe("judgeTestCard", () => {
  it.each([
    ["4242 4242 4242 4242 pays", {}, { ok: true }],
    ["dashes and no spaces are the same number", { card_number: "4242-4242-4242-4242" }, { ok: true }],
    ["MM/YYYY is read too", { expiry: "12/2030" }, { ok: true }],
    ["this month is still good", { expiry: "12/26" }, { ok: true }],
    ["American Express pays with a four-digit code", { card_number: "3782 822463 10005", cvc: "1234" }, { ok: true }],
    ["a failing Luhn check", { card_number: "4242 4242 4242 4241" }, refused("incorrect_number", "card_number")],
    ["too short", { card_number: "4242 4242 424" }, refused("incorrect_number", "card_number")],
    ["twenty digits", { card_number: "4242 4242 4242 4242 4242" }, refused("incorrect_number", "card_number")],
    ["letters", { card_number: "4242 4242 4242 424x" }, refused("incorrect_number", "card_number")],
    ["month 13", { expiry: "13 / 30" }, refused("invalid_expiry_month", "expiry")],
    ["month 00", { expiry: "00/30" }, refused("invalid_expiry_month", "expiry")],
    ["no expiry", { expiry: "" }, refused("invalid_expiry_month", "expiry")],
    ["an unreadable year", { expiry: "12 / 3" }, refused("invalid_expiry_year", "expiry")],
    ["last month", { expiry: "11 / 26" }, refused("invalid_expiry_year", "expiry")],
    ["more than 50 years ahead", { expiry: "01/2077" }, refused("invalid_expiry_year", "expiry")],
    ["a two-digit code", { cvc: "12" }, refused("incorrect_cvc", "cvc")],
    ["a four-digit code on a Visa", { cvc: "1234" }, refused("incorrect_cvc", "cvc")],
    ["a three-digit code on an Amex", { card_number: "378282246310005", cvc: "123" }, refused("incorrect_cvc", "cvc")],
    ["4000 0000 0000 0127 fails its code check", { card_number: "4000 0000 0000 0127" }, refused("incorrect_cvc", "cvc")],
    ["4000 0000 0000 0002 is declined", { card_number: "4000 0000 0000 0002" }, refused("card_declined", null)],
    ["4000 0000 0000 9995 lacks funds", { card_number: "4000000000009995" }, refused("insufficient_funds", null)],
    ["4000 0000 0000 0069 has expired", { card_number: "4000 0000 0000 0069" }, refused("expired_card", null)],
    ["a valid number that is no test card is declined", { card_number: "4012 8888 8888 1881" }, refused("card_declined", null)],
  ])("%s", (_name, card, verdict) => {
    expect(judge(card)).toEqual(verdict);
  });

  it("judges the number first, then the expiry, then the code", () => {
    expect(judge({ card_number: "1", expiry: "13/30", cvc: "" })).toEqual(refused("incorrect_number", "card_number"));
    expect(judge({ expiry: "13/30", cvc: "" })).toEqual(refused("invalid_expiry_month", "expiry"));
    expect(judge({ card_number: "4000 0000 0000 0002", cvc: "" })).toEqual(refused("incorrect_cvc", "cvc"));
  });
});

describe("luhnValid", () => {
  it.each([
    ["4242424242424242", true],
    ["79927398713", true],
    ["79927398710", false],
  ])("%s → %s", (digits, valid) => {
    expect(luhnValid(digits)).toBe(valid);
  });
});
