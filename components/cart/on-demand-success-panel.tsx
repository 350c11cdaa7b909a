"use client";
// The onDemandSuccess panel (spec §2): the confirmation text, then where to go next.
import { mdiCheckCircleOutline } from "@mdi/js";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { useCart } from "@/lib/cart/cart-context";
import { Link } from "@/lib/i18n/navigation";

export function OnDemandSuccessPanel() {
  const t = useTranslations("cart");
  const { closeDrawer } = useCart();
  return (
    <div className="flex flex-1 flex-col items-center gap-6 p-6 text-center">
      <Icon path={mdiCheckCircleOutline} size={56} className="text-primary-text" />
      <p className="text-base">{t("success")}</p>
      <div className="flex w-full flex-col gap-3">
        <Link
          href="/my-list"
          onClick={closeDrawer}
          className="inline-flex min-h-[44px] w-full items-center justify-center rounded-md bg-primary px-6 font-medium text-on-primary hover:bg-primary/90"
        >
          {t("seeMyList")}
        </Link>
        <button
          type="button"
          onClick={closeDrawer}
          className="inline-flex min-h-[44px] w-full items-center justify-center rounded-md border border-primary px-6 font-medium text-primary-text hover:bg-primary/10"
        >
          {t("continue")}
        </button>
      </div>
    </div>
  );
}
