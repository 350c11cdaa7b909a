"use client";
// The members' orders: every paid (or refunded) checkout, most recent first — date, buyer, what was
// bought (lines or plan), amount, provider, status and the day of a refund — with "Refund" on each
// paid one. On a shared-password site the buyer is the address given at checkout (docs/buyers.md).
import { useLocale, useTranslations } from "next-intl";
import { useCallback } from "react";
import { toast } from "@/components/ui/toast";
import { useSWRConfig } from "swr";
import { useCheckoutTerms } from "@/components/checkout/checkout-terms";
import { refundOrder, type CheckoutStatus, type Order } from "@/lib/api/billing";
import { browserApi } from "@/lib/api/browser";
import { ServerError } from "@/lib/api/errors";
import { CURRENT_USER_KEY } from "@/lib/auth/use-current-user";
import { AdminListView } from "./admin-ui";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { formatLongDate } from "@/lib/format";
import { formatDateTime } from "@/lib/format-account";
import { RefundDialog } from "./refund-dialog";
import { useOrders } from "./use-admin-data";

const TONE: Record<CheckoutStatus, BadgeTone> = {
  open: "waiting",
  processing: "waiting",
  complete: "good",
  failed: "bad",
  expired: "neutral",
  refunded: "neutral",
};

const buyerName = (order: Order) => [order.buyer.first_name, order.buyer.last_name].filter(Boolean).join(" ") || order.buyer.email;

export function OrdersView() {
  const t = useTranslations("orders");
  const list = useOrders();
  const { mutate } = list;
  const { mutate: globalMutate } = useSWRConfig();
  const terms = useCheckoutTerms();

  const refund = useCallback(
    async (order: Order): Promise<string | null> => {
      try {
        const updated = await refundOrder(browserApi, order.uid);
        await mutate((list) => list?.map((o) => (o.uid === updated.uid ? updated : o)), { revalidate: false });
        toast.success(t("refunded", { buyer: buyerName(order) }));
        return null;
      } catch (failure) {
        // The session ended or the role was lost: the gate decides what to show.
        if (failure instanceof ServerError && (failure.isAuthError || failure.status === 403)) void globalMutate(CURRENT_USER_KEY);
        // Refunded meanwhile (another member): the list says so once read again.
        if (failure instanceof ServerError && failure.status === 409) {
          await mutate();
          return null;
        }
        return failure instanceof ServerError && failure.type !== "server_error" ? failure.message : t("dialog.failed");
      }
    },
    [mutate, globalMutate, t],
  );

  return (
    <AdminListView title={t("title")} intro={t("intro")} errorText={t("error")} emptyText={t("empty")} list={list}>
      {(data) => (
        <div className="-mx-4 overflow-x-auto px-4">
          <table className="w-full min-w-[760px] border-collapse text-left text-sm">
            <caption className="sr-only">{t("caption")}</caption>
            <thead>
              <tr className="border-b border-on-surface/20 text-muted">
                {(["date", "buyer", "purchase", "amount", "provider", "status", "actions"] as const).map((column) => (
                  <th key={column} scope="col" className={`px-2 py-2 font-medium ${column === "amount" ? "text-right" : ""}`}>
                    {t(`columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.map((order) => (
                <OrderRow key={order.uid} order={order} money={terms.money(order.amount, order.currency)} onRefund={() => refund(order)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminListView>
  );
}

type RowProps = { order: Order; money: string; onRefund: () => Promise<string | null> };

function OrderRow({ order, money, onRefund }: RowProps) {
  const t = useTranslations("orders");
  const tCheckout = useTranslations("checkout");
  const locale = useLocale();
  const terms = useCheckoutTerms();
  const when = order.completed_at ?? order.created_at;
  const buyer = buyerName(order);

  return (
    <tr data-status={order.status} className="border-b border-on-surface/10 align-top">
      <td className="whitespace-nowrap px-2 py-3">
        <time dateTime={when}>{formatDateTime(when, locale)}</time>
      </td>
      <th scope="row" className="px-2 py-3 text-left font-normal">
        <span className="block font-medium">{buyer}</span>
        <span className="block break-all text-muted">{order.buyer.email}</span>
      </th>
      <td className="px-2 py-3">
        <ul className="flex flex-col gap-1">
          {order.plan ? (
            <li>
              <span className="block">{tCheckout("planLine", { plan: order.plan.name })}</span>
              <span className="block text-muted">{terms.planPrice(order.plan.amount, order.plan.interval)}</span>
            </li>
          ) : null}
          {order.lines.map((line) => {
            const download = terms.download(line.downloadable_choices);
            return (
              <li key={`${line.item_uid}-${line.period}`}>
                <span className="block">{line.name}</span>
                <span className="block text-muted">{[terms.period(line.period), download].filter(Boolean).join(" · ")}</span>
              </li>
            );
          })}
        </ul>
      </td>
      <td className="whitespace-nowrap px-2 py-3 text-right tabular-nums">{money}</td>
      <td className="px-2 py-3">{t(`provider.${order.provider}`)}</td>
      <td className="px-2 py-3">
        <Badge tone={TONE[order.status]}>{t(`status.${order.status}`)}</Badge>
        {order.refunded_at ? (
          <span className="mt-1 block text-muted">
            <time dateTime={order.refunded_at}>{t("refundedOn", { date: formatLongDate(order.refunded_at, locale) })}</time>
          </span>
        ) : null}
      </td>
      <td className="px-2 py-3">
        {order.status === "complete" ? <RefundDialog buyer={buyer} amount={money} onConfirm={onRefund} /> : null}
      </td>
    </tr>
  );
}
