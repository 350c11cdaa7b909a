// The onDemandSuccess panel (spec §2): the confirmation text, then where to go next.
import { mdiCheckCircleOutline } from "@mdi/js";
import { useTranslations } from "next-intl";
import { buttonClass } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { useCart } from "@/lib/cart/use-cart";
import { Link } from "@/lib/i18n/navigation";

export function OnDemandSuccessPanel() {
  const t = useTranslations("cart");
  const { closeDrawer } = useCart();
  return (
    <div className="flex flex-1 flex-col items-center gap-6 p-6 text-center">
      <Icon path={mdiCheckCircleOutline} size={56} className="text-primary-text" />
      <p className="text-base">{t("success")}</p>
      <div className="flex w-full flex-col gap-3">
        <Link href="/my-list" onClick={closeDrawer} className={buttonClass({ fullWidth: true })}>
          {t("seeMyList")}
        </Link>
        <button type="button" onClick={closeDrawer} className={buttonClass({ variant: "secondary", fullWidth: true })}>
          {t("continue")}
        </button>
      </div>
    </div>
  );
}
