// The notices of the drawer (spec §2): the too-many-items warning banner, a refused checkout, and
// the full-drawer overlay shown while a request or a checkout is being sent.
import { mdiAlertCircleOutline, mdiAlertOutline } from "@mdi/js";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import type { SubmissionType } from "@/lib/cart/drawer-state";

/** Spec §8's too-many-items text, as an alert so it is read out when it appears. */
export function TooManyItemsBanner() {
  const t = useTranslations("cart");
  return (
    <div
      role="alert"
      className="mx-4 mt-4 flex gap-3 rounded-md border border-amber-600/50 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <Icon path={mdiAlertOutline} size={20} className="mt-0.5" />
      <p>{t("tooManyItems")}</p>
    </div>
  );
}

/** A checkout the server refused: its field message, else the generic text; read out at once. */
export function CheckoutErrorNotice({ message }: { message: string | null }) {
  const t = useTranslations("cart");
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-md border border-red-600/50 bg-red-50 px-3 py-2 text-sm text-red-900 dark:bg-red-950/40 dark:text-red-100"
    >
      <Icon path={mdiAlertCircleOutline} size={20} className="mt-0.5 shrink-0" />
      <p>{message ?? t("checkoutFailed")}</p>
    </div>
  );
}

/** Covers the panels so nothing is pressed twice, and says what is happening. */
export function DrawerLoadingOverlay({ job }: { job: SubmissionType }) {
  const t = useTranslations("cart");
  return (
    <div role="status" className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-4 bg-background/85">
      <Spinner />
      <p className="text-sm font-medium">{job === "onDemand" ? t("submitting") : t("checkingOut")}</p>
    </div>
  );
}

function Spinner() {
  return (
    <svg
      viewBox="0 0 48 48"
      width={48}
      height={48}
      aria-hidden
      focusable={false}
      className="animate-spin text-primary motion-reduce:animate-none"
    >
      <circle cx="24" cy="24" r="20" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M44 24a20 20 0 0 0-20-20" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
