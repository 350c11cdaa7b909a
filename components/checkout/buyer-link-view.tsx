"use client";
// The e-mailed sign-in link to a buyer's purchases (docs/buyers.md): /checkout/buyer?token=…. Opening
// the page uses nothing up – a mail scanner fetching the link must not spend it – so the link is
// redeemed by the buyer's click only (POST). Redeemed, this browser holds the buyer's identity and
// goes to My List; an expired or used link says so, with the form to ask for a new one.
import { mdiAlertCircleOutline } from "./icons";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useSWRConfig } from "swr";
import { BuyerLinkForm } from "@/components/cart/buyer-link-form";
import { buttonClass } from "@/components/ui/button";
import { alertClass } from "@/components/ui/form";
import { Icon } from "@/components/ui/icon";
import { toast } from "@/components/ui/toast";
import { redeemBuyerLink } from "@/lib/api/billing";
import { browserApi } from "@/lib/api/browser";
import { ServerError } from "@/lib/api/errors";
import { handleAuthError } from "@/lib/auth/auth-error";
import { BUYER_KEY } from "@/lib/cart/use-buyer";
import { MY_LIST_KEY } from "@/lib/cart/on-demand-list";
import { usePathname, useRouter } from "@/lib/i18n/navigation";

type State = "ready" | "opening" | "invalid" | "missing" | "failed";

export function BuyerLinkView() {
  const t = useTranslations("checkout.buyer");
  const router = useRouter();
  const pathname = usePathname();
  const { mutate } = useSWRConfig();
  const token = useSearchParams().get("token")?.trim() || null;
  const [state, setState] = useState<State>(token ? "ready" : "missing");
  const problemRef = useRef<HTMLParagraphElement>(null);
  const problem = state === "invalid" || state === "missing" || state === "failed";

  // A link that cannot be used: the focus goes to why, then the form for a new one follows.
  useEffect(() => {
    if (state === "invalid" || state === "failed") problemRef.current?.focus();
  }, [state]);

  const open = async () => {
    if (!token) return;
    setState("opening");
    try {
      await redeemBuyerLink(browserApi, token);
      // What this browser may see has changed: the buyer, My List, the items' access.
      void mutate((key) => typeof key === "string" && (key === BUYER_KEY || key === MY_LIST_KEY || key.startsWith("/items/")));
      router.push("/my-list");
      toast.success(t("opened"));
    } catch (error) {
      if (handleAuthError(error, router, `${pathname}?token=${encodeURIComponent(token)}`)) return;
      setState(error instanceof ServerError && error.status >= 400 && error.status < 500 ? "invalid" : "failed");
    }
  };

  return (
    <section aria-labelledby="buyer-link-title" className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-12">
      <h1 id="buyer-link-title" className="text-3xl font-light">
        {t("heading")}
      </h1>
      {problem ? (
        <p ref={problemRef} role="alert" tabIndex={-1} className={`${alertClass} flex gap-2`}>
          <Icon path={mdiAlertCircleOutline} size={20} className="shrink-0" />
          {t(state)}
        </p>
      ) : (
        <p>{t("intro")}</p>
      )}
      {state === "ready" || state === "opening" || state === "failed" ? (
        <button type="button" className={buttonClass({ fullWidth: true })} disabled={state === "opening"} onClick={() => void open()}>
          {state === "opening" ? t("opening") : t("open")}
        </button>
      ) : null}
      {state === "invalid" || state === "missing" ? (
        <div className="flex flex-col gap-3 border-t border-on-surface/10 pt-6">
          <h2 className="text-xl font-medium">{t("newLink")}</h2>
          <BuyerLinkForm />
        </div>
      ) : null}
    </section>
  );
}
