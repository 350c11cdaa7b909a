// "Already bought? Get my purchases": the buyer's address → POST /billing/buyer-link/, which mails a
// one-time sign-in link to it (docs/buyers.md). The answer is the same whether or not that address
// bought anything here, and so is what this says. In the cart drawer and on the e-mailed link's page.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useFieldError } from "@/components/auth/use-field-error";
import { Form, FormError, SubmitButton, useZodForm } from "@/components/ui/form";
import { TextField } from "@/components/ui/text-field";
import { BUYER_LINK_TTL_MINUTES, requestBuyerLink } from "@/lib/api/billing";
import { browserApi } from "@/lib/api/browser";
import { ServerError } from "@/lib/api/errors";
import { buyerEmailFormSchema } from "./buyer-email-field";

export function BuyerLinkForm({ defaultEmail = "" }: { defaultEmail?: string }) {
  const t = useTranslations("cart.purchases");
  const errorText = useFieldError();
  const form = useZodForm(buyerEmailFormSchema, { defaultValues: { email: defaultEmail } });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    setSent(false);
    try {
      await requestBuyerLink(browserApi, { email });
      setSent(true);
    } catch (error) {
      // Too many links asked for (429) says so in the server's words.
      setFailure(error instanceof ServerError && error.type !== "server_error" ? error.message : t("failed"));
    }
  });

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">{t("intro")}</p>
      <Form busy={isSubmitting} onSubmit={onSubmit}>
        <TextField
          label={t("email")}
          type="email"
          autoComplete="email"
          maxLength={254}
          required
          registration={register("email")}
          error={errorText(errors.email)}
        />
        <FormError message={failure} />
        <SubmitButton loading={isSubmitting} label={t("send")} loadingLabel={t("sending")} />
      </Form>
      {/* Present from the start, so that its text is announced when it appears. */}
      <p role="status" className={sent ? "rounded-md bg-surface p-3 text-sm" : "sr-only"}>
        {sent ? t("sent", { minutes: BUYER_LINK_TTL_MINUTES }) : ""}
      </p>
    </div>
  );
}
