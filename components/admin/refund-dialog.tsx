// Refunding one order: a confirmation saying what it undoes (the money goes back, the access the
// order gave is withdrawn), then the call.
import { mdiCashRefund } from "@mdi/js";
import { useTranslations } from "next-intl";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

type Props = {
  buyer: string;
  amount: string;
  /** Refunds; answers an error message to show, or null when it worked (the dialog then closes). */
  onConfirm: () => Promise<string | null>;
};

export function RefundDialog({ buyer, amount, onConfirm }: Props) {
  const t = useTranslations("orders");
  const texts = {
    trigger: t("refund"),
    triggerLabel: t("refundLabel", { buyer, amount }),
    title: t("dialog.title"),
    description: t("dialog.description", { amount, buyer }),
    close: t("dialog.close"),
    keep: t("dialog.keep"),
    confirm: t("dialog.confirm"),
    busy: t("dialog.refunding"),
  };
  return <ConfirmDialog icon={mdiCashRefund} texts={texts} onConfirm={onConfirm} />;
}
