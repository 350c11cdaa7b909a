// The buyer's e-mail address before "Checkout" or "Subscribe", on a site whose sign-in is the shared
// password and that sells access (docs/buyers.md): the purchase belongs to that address. Required
// and checked there; prefilled with the buyer this browser already holds, and kept while the
// visitor moves between the cart's panels.
import { useTranslations } from "next-intl";
import { useEffect, type FormEvent } from "react";
import type { UseFormReturn } from "react-hook-form";
import { z } from "zod";
import { useFieldError } from "@/components/auth/use-field-error";
import { useZodForm } from "@/components/ui/form";
import { TextField } from "@/components/ui/text-field";
import { buyerEmailSchema } from "@/lib/api/billing-schemas";
import { useBuyer } from "@/lib/cart/use-buyer";

export const buyerEmailFormSchema = z.object({ email: z.string().trim().min(1, "required").pipe(buyerEmailSchema) });
type Values = z.input<typeof buyerEmailFormSchema>;
type BuyerForm = UseFormReturn<Values, unknown, z.output<typeof buyerEmailFormSchema>>;

/** What was typed last, for the next panel or the next page of this tab (Cancel comes back to the cart). */
const TYPED_KEY = "buyerEmail";
function typed(): string {
  try {
    return window.sessionStorage.getItem(TYPED_KEY) ?? "";
  } catch {
    return "";
  }
}
function remember(value: string) {
  try {
    window.sessionStorage.setItem(TYPED_KEY, value);
  } catch {
    // Storage refused (private mode): the address is typed again next time.
  }
}

type BuyerEmail = {
  form: BuyerForm;
  /** A handler that checks the address first (when asked) and then calls `action` with it. */
  withEmail: (action: (email: string | undefined) => void) => (event?: FormEvent) => void;
};

export function useBuyerEmail(asked: boolean): BuyerEmail {
  const form = useZodForm(buyerEmailFormSchema, { defaultValues: { email: typed() } });
  const buyer = useBuyer(asked);
  const { getValues, setValue } = form;
  // The address this browser bought with, unless the visitor has typed one meanwhile.
  useEffect(() => {
    if (buyer && !getValues("email")) setValue("email", buyer.email);
  }, [buyer, getValues, setValue]);

  const withEmail: BuyerEmail["withEmail"] = (action) => (event) => {
    if (!asked) {
      event?.preventDefault();
      action(undefined);
      return;
    }
    void form.handleSubmit(({ email }) => action(email))(event);
  };
  return { form, withEmail };
}

export function BuyerEmailField({ form }: { form: BuyerForm }) {
  const t = useTranslations("cart");
  const errorText = useFieldError();
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <TextField
      label={t("buyerEmail")}
      hint={t("buyerEmailHint")}
      type="email"
      autoComplete="email"
      maxLength={254}
      required
      registration={register("email", {
        onChange: (event: { target: { value: string } }) => remember(event.target.value),
      })}
      error={errorText(errors.email)}
    />
  );
}
