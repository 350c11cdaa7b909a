"use client";
// The test checkout's card form: one "Card number" field (digits, spaces allowed), the e-mail the
// receipt goes to when the account has none (a shared account; optional), the test cards to try,
// "Pay" and "Cancel" (back to where the buyer came from). A refused card leaves the form as it was,
// with the reason, so another card can be tried.
import { mdiCreditCardOutline, mdiLockOutline } from "./icons";
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { FormError } from "@/components/ui/form";
import { Icon } from "@/components/ui/icon";
import { testCardInputSchema, type TestCardInput } from "@/lib/api/billing-schemas";
import { Link } from "@/lib/i18n/navigation";

const TEST_CARDS = [
  { number: "4242 4242 4242 4242", outcome: "cardSucceeds" },
  { number: "4000 0000 0000 0002", outcome: "cardDeclined" },
  { number: "4000 0000 0000 9995", outcome: "cardInsufficient" },
] as const;

const CARD_MAX = 40;

type Props = {
  amountLabel: string;
  cancelPath: string;
  paying: boolean;
  /** Why the last attempt failed, if it did. */
  error: string | null;
  /** Asks where the receipt goes (the account has no address of its own). */
  askEmail?: boolean;
  /** Called with the card's digits only, and the receipt address when one was given. */
  onPay: (input: TestCardInput) => void;
};

export function CardPaymentForm({ amountLabel, cancelPath, paying, error, askEmail = false, onPay }: Props) {
  const t = useTranslations("checkout.test");
  const tValidation = useTranslations("validation");
  const headingId = useId();
  const [card, setCard] = useState("");
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = card.trim();
    const cardError = !value ? t("cardRequired") : /^[\d ]+$/.test(value) ? null : t("cardInvalid");
    const address = email.trim();
    const emailCheck = address ? testCardInputSchema.shape.email.safeParse(address) : null;
    const badEmail =
      emailCheck && !emailCheck.success
        ? tValidation(emailCheck.error.issues[0]?.message === "tooLong" ? "tooLong" : "invalidEmail")
        : null;
    setFieldError(cardError);
    setEmailError(badEmail);
    if (cardError || badEmail) return;
    onPay({ card_number: value.replace(/\s+/g, ""), ...(address ? { email: address } : {}) });
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-medium">
        <Icon path={mdiCreditCardOutline} size={22} />
        {t("cardTitle")}
      </h2>
      <form noValidate aria-busy={paying} onSubmit={submit} className="flex flex-col gap-4">
        <Field label={t("cardNumber")} required requiredMark={false} error={fieldError ?? undefined}>
          {(a11y) => (
            <input
              type="text"
              name="card_number"
              inputMode="numeric"
              autoComplete="cc-number"
              maxLength={CARD_MAX}
              placeholder="4242 4242 4242 4242"
              value={card}
              onChange={(event) => setCard(event.target.value)}
              className={`${inputClass} font-mono tracking-wider`}
              {...a11y}
            />
          )}
        </Field>
        {askEmail ? (
          <Field label={t("receiptEmail")} hint={t("receiptEmailHint")} error={emailError ?? undefined}>
            {(a11y) => (
              <input
                type="email"
                name="email"
                autoComplete="email"
                maxLength={254}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                className={inputClass}
                {...a11y}
              />
            )}
          </Field>
        ) : null}
        <FormError message={error} />
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
