"use client";
// The test checkout's card form: one "Card number" field (digits, spaces allowed), the test cards
// to try, "Pay" and "Cancel" (back to where the buyer came from). A refused card leaves the form as
// it was, with the reason, so another card can be tried.
import { mdiCreditCardOutline, mdiLockOutline } from "@mdi/js";
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { FormError } from "@/components/ui/form";
import { Icon } from "@/components/ui/icon";
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
  /** Called with the digits only. */
  onPay: (cardNumber: string) => void;
};

export function CardPaymentForm({ amountLabel, cancelPath, paying, error, onPay }: Props) {
  const t = useTranslations("checkout.test");
  const headingId = useId();
  const [card, setCard] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = card.trim();
    if (!value) return setFieldError(t("cardRequired"));
    if (!/^[\d ]+$/.test(value)) return setFieldError(t("cardInvalid"));
    setFieldError(null);
    onPay(value.replace(/\s+/g, ""));
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
