// The test checkout's card form, as Stripe Checkout asks for a card: the buyer's e-mail (read-only:
// given in the cart), the card number, its expiry "MM / YY" and its security code, the test cards to
// try, "Pay" and "Cancel" (back to the cart). A refused card is said at once (an alert) and the focus
// goes where the buyer acts next: the field the server named, or the message for a decline. The form
// keeps what was typed, so the buyer corrects it and pays again on the same session.
import { mdiCreditCardOutline, mdiLockOutline } from "./icons";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from "react";
import { buttonClass } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { alertClass } from "@/components/ui/form";
import { Icon } from "@/components/ui/icon";
import type { TestCardInput } from "@/lib/api/billing-schemas";
import { Link } from "@/lib/i18n/navigation";

const TEST_CARDS = [
  { number: "4242 4242 4242 4242", outcome: "cardSucceeds" },
  { number: "4000 0000 0000 0002", outcome: "cardDeclined" },
  { number: "4000 0000 0000 9995", outcome: "cardInsufficient" },
  { number: "4000 0000 0000 0069", outcome: "cardExpired" },
] as const;

export type CardField = "card_number" | "expiry" | "cvc";
const FIELDS: readonly CardField[] = ["card_number", "expiry", "cvc"];

/** Why the last attempt failed: the field it is about (null: the card as a whole, a decline). */
export type CardError = { message: string; field: CardField | null };

type Values = Record<CardField, string>;
type Errors = Partial<Record<CardField, string>>;

/** "1230" → "12 / 30", as the buyer types (the separator only once the year begins). */
function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 6);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

type Props = {
  amountLabel: string;
  cancelPath: string;
  paying: boolean;
  /** Why the last attempt failed, if it did: a new object for each attempt. */
  error: CardError | null;
  /** Where the receipt goes (given in the cart), shown read-only; null when none is known. */
  buyerEmail?: string | null;
  /** Called with the card's digits, its expiry and its security code. */
  onPay: (input: TestCardInput) => void;
};

export function CardPaymentForm({ amountLabel, cancelPath, paying, error, buyerEmail = null, onPay }: Props) {
  const t = useTranslations("checkout.test");
  const headingId = useId();
  const [values, setValues] = useState<Values>({ card_number: "", expiry: "", cvc: "" });
  const [invalid, setInvalid] = useState<Errors>({});
  const refs: Record<CardField, RefObject<HTMLInputElement | null>> = {
    card_number: useRef<HTMLInputElement>(null),
    expiry: useRef<HTMLInputElement>(null),
    cvc: useRef<HTMLInputElement>(null),
  };
  const messageRef = useRef<HTMLParagraphElement>(null);
  const { card_number: cardRef, expiry: expiryRef, cvc: cvcRef } = refs;

  // The server's answer: to the field it names, else to the message itself.
  useEffect(() => {
    if (!error) return;
    const target =
      error.field === "card_number" ? cardRef : error.field === "expiry" ? expiryRef : error.field === "cvc" ? cvcRef : messageRef;
    target.current?.focus();
  }, [error, cardRef, expiryRef, cvcRef]);

  const check = (): Errors => {
    const card = values.card_number.trim();
    const expiry = values.expiry.trim();
    const cvc = values.cvc.trim();
    const found: Errors = {};
    if (!card) found.card_number = t("cardRequired");
    else if (!/^[\d ]+$/.test(card)) found.card_number = t("cardInvalid");
    if (!expiry) found.expiry = t("expiryRequired");
    else if (!/^\d{2}\s*\/\s*(\d{2}|\d{4})$/.test(expiry)) found.expiry = t("expiryInvalid");
    if (!cvc) found.cvc = t("cvcRequired");
    else if (!/^\d{3,4}$/.test(cvc)) found.cvc = t("cvcInvalid");
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setInvalid(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    onPay({ card_number: values.card_number.replace(/\s+/g, ""), expiry: values.expiry.trim(), cvc: values.cvc.trim() });
  };

  const set = (field: CardField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const messageOf = (field: CardField) => invalid[field] ?? (error?.field === field ? error.message : undefined);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-medium">
        <Icon path={mdiCreditCardOutline} size={22} />
        {t("cardTitle")}
      </h2>
      <form noValidate aria-busy={paying} onSubmit={submit} className="flex flex-col gap-4">
        {buyerEmail ? (
          <Field label={t("email")}>{(a11y) => <input type="email" readOnly value={buyerEmail} className={inputClass} {...a11y} />}</Field>
        ) : null}
        <CardInput label={t("cardNumber")} error={messageOf("card_number")}>
          {(a11y) => (
            <input
              ref={cardRef}
              type="text"
              name="card_number"
              inputMode="numeric"
              autoComplete="cc-number"
              maxLength={40}
              placeholder="4242 4242 4242 4242"
              value={values.card_number}
              onChange={(event) => set("card_number")(event.target.value)}
              className={`${inputClass} font-mono tracking-wider`}
              {...a11y}
            />
          )}
        </CardInput>
        <div className="grid grid-cols-2 gap-4">
          <CardInput label={t("expiry")} error={messageOf("expiry")}>
            {(a11y) => (
              <input
                ref={expiryRef}
                type="text"
                name="expiry"
                inputMode="numeric"
                autoComplete="cc-exp"
                maxLength={9}
                placeholder={t("expiryPlaceholder")}
                value={values.expiry}
                onChange={(event) => set("expiry")(formatExpiry(event.target.value))}
                className={`${inputClass} font-mono`}
                {...a11y}
              />
            )}
          </CardInput>
          <CardInput label={t("cvc")} error={messageOf("cvc")}>
            {(a11y) => (
              <input
                ref={cvcRef}
                type="text"
                name="cvc"
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={4}
                placeholder="123"
                value={values.cvc}
                onChange={(event) => set("cvc")(event.target.value.replace(/\D/g, ""))}
                className={`${inputClass} font-mono`}
                {...a11y}
              />
            )}
          </CardInput>
        </div>
        {error && !error.field ? (
          // A decline concerns the card as a whole: the focus comes here, so it is read first.
          <p ref={messageRef} role="alert" tabIndex={-1} className={alertClass}>
            {error.message}
          </p>
        ) : null}
        <button type="submit" disabled={paying} className={buttonClass({ fullWidth: true })}>
          <Icon path={mdiLockOutline} size={20} />
          {paying ? t("paying") : t("pay", { amount: amountLabel })}
        </button>
        <Link href={cancelPath} className={buttonClass({ variant: "text", fullWidth: true })}>
          {t("cancel")}
        </Link>
      </form>
      <div className="rounded-md border border-dashed border-on-surface/30 p-3 text-sm">
        <p className="font-medium">{t("cardsTitle")}</p>
        <ul className="mt-1 flex flex-col gap-1">
          {TEST_CARDS.map((card) => (
            <li key={card.number}>
              <span className="font-mono">{card.number}</span> <span className="text-muted">{t(card.outcome)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

type A11y = { id: string; "aria-invalid": true | undefined; "aria-describedby": string | undefined };

/** A label, the control, and its message: an alert, so it is read out when it appears. */
function CardInput({ label, error, children }: { label: string; error?: string; children: (a11y: A11y) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorId : undefined })}
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
