// POST /billing/checkout/ – a checkout session for the signed-in buyer, priced from our own records
// only (spec §9): the browser names price or plan uids, never an amount, a period or a currency.
// GET /billing/sessions/{id}/ – the buyer's own session, for the payment and success pages. Whose
// purchases are whose: services/billing/purchaser.ts.
import { and, eq, inArray, or, sql } from "drizzle-orm";
import { accessPeriod, CHECKOUT_TTL_MINUTES, type CheckoutInput, type CheckoutSession, type PlanInterval } from "../../../lib/api/billing";
import type { RequestCtx, SignedInCtx } from "../../context";
import { checkoutSessions, items, plans, prices, subscriptions } from "../../db/schema";
import { ApiError, notFound } from "../../http/errors";
import { uuidParam } from "../../http/params";
import { message } from "../messages";
import { computeAccess } from "../items/access";
import { contentColumns, publishedFilter, withContent } from "../items/content";
import { thumbnailPath } from "../items/serialize";
import { localized } from "../i18n";
import { siteLink } from "../site-links";
import { buyerSessionFor, checksOutAsBuyer, findOrCreateBuyer } from "./buyers";
import { toPlan } from "./plans";
import { ownCheckoutSessions, ownSubscriptions, purchaserOf } from "./purchaser";
import { toSessionView, type CheckoutPayload, type PayloadLine } from "./records";

const invalid = (field: "prices" | "subscription", messages: string[]) =>
  new ApiError(400, "validation_error", "Invalid input.", { [field]: messages });

/** The prices asked for, each checked against the site, its item and the buyer's access. */
async function priceLines(ctx: SignedInCtx, uids: string[]): Promise<PayloadLine[]> {
  const wanted = [...new Set(uids)];
  const fields = {
    priceUid: prices.uid,
    amount: prices.amount,
    period: prices.period,
    choices: prices.downloadableChoices,
    id: items.id,
    uid: items.uid,
    slug: items.slug,
    visibilityType: items.visibilityType,
    monetizationEnabled: items.monetizationEnabled,
    contentObjectType: items.contentObjectType,
    objectUid: contentColumns.objectUid,
    name: contentColumns.name,
    i18n: contentColumns.i18n,
  };
  const rows = await withContent(ctx.db.select(fields).from(items).innerJoin(prices, eq(prices.itemId, items.id)).$dynamic()).where(
    and(publishedFilter(ctx.site.id, new Date()), inArray(prices.uid, wanted)),
  );
  const found = new Map(rows.map((r) => [r.priceUid, r]));
  const errors: string[] = [];
  for (const uid of wanted) {
    const row = found.get(uid);
    if (!row) errors.push(message("unknownPrice", ctx.locale, { uid }));
    else if (!row.monetizationEnabled)
      errors.push(message("notForSale", ctx.locale, { name: localized(row.i18n, ctx.locale, "name", row.name) }));
  }
  const perItem = new Map<number, number>();
  for (const row of rows) perItem.set(row.id, (perItem.get(row.id) ?? 0) + 1);
  for (const [, count] of perItem) if (count > 1) errors.push(message("onePricePerItem", ctx.locale));
  if (errors.length > 0) throw invalid("prices", [...new Set(errors)]);

  // An item already held without end (bought, or a member's) is not sold again; a rental running
  // out, or access through a subscription, may be extended by a purchase.
  const access = await computeAccess(ctx, rows);
  const owned = rows.filter((r) => access.get(r.id)?.hasAccess && access.get(r.id)?.expireAt === null);
  if (owned.length > 0) {
    throw invalid(
      "prices",
      owned.map((r) => message("alreadyOwned", ctx.locale, { name: localized(r.i18n, ctx.locale, "name", r.name) })),
    );
  }
  return rows
    .sort((a, b) => wanted.indexOf(a.priceUid) - wanted.indexOf(b.priceUid))
    .map((r) => ({
      item_id: r.id,
      price_uid: r.priceUid,
      item_uid: r.uid,
      item_slug: r.slug,
      name: localized(r.i18n, ctx.locale, "name", r.name),
      thumbnail: thumbnailPath(r.contentObjectType, r.objectUid),
      amount: r.amount,
      period: r.period,
      downloadable_choices: r.choices === 1 || r.choices === 2 || r.choices === 3 ? r.choices : null,
    }));
}

async function planOf(ctx: SignedInCtx, uid: string) {
  const [row] = await ctx.db
    .select()
    .from(plans)
    .where(and(eq(plans.uid, uid), eq(plans.websiteId, ctx.site.id)))
    .limit(1);
  if (!row) throw invalid("subscription", [message("unknownPlan", ctx.locale, { uid })]);
  const purchaser = purchaserOf(ctx);
  if (!purchaser) return row;
  const [current] = await ctx.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        ownSubscriptions(ctx.db, purchaser),
        eq(subscriptions.planId, row.id),
        sql`${subscriptions.endsAt} > now()`,
        or(eq(subscriptions.status, "active"), eq(subscriptions.status, "canceled")),
      ),
    )
    .limit(1);
  if (current) throw invalid("subscription", [message("alreadySubscribed", ctx.locale)]);
  return row;
}

/** A site path of the item the buyer came from (Cancel leads back there), or the home page. */
async function returnPath(ctx: RequestCtx, itemUid: string | undefined, fallbackSlug: string | undefined): Promise<string> {
  if (fallbackSlug) return `/${fallbackSlug}`;
  if (!itemUid) return "/";
  const [row] = await ctx.db
    .select({ slug: items.slug })
    .from(items)
    .where(and(eq(items.uid, itemUid), eq(items.websiteId, ctx.site.id)))
    .limit(1);
  return row ? `/${row.slug}` : "/";
}

export async function createCheckout(
  ctx: SignedInCtx,
  input: CheckoutInput & { item?: string },
): Promise<{ checkout_session_url: string; buyer_token?: string }> {
  const { db, site, viewer, locale, payments } = ctx;
  if (!site.monetizationEnabled) throw new ApiError(403, "payments_disabled", "This site does not sell access.");
  // On a shared-password site the purchase is the buyer's with this address (docs/buyers.md); what
  // they already hold is judged by what this browser may see of theirs, never by everything they own.
  const buyer = checksOutAsBuyer(ctx) ? await findOrCreateBuyer(ctx, input.email) : null;
  const owner: SignedInCtx = buyer ? { ...ctx, buyer: ctx.buyer?.user.id === buyer.id ? ctx.buyer : null } : ctx;
  let payload: CheckoutPayload;
  let currency: string;
  let amount: number;
  if (input.type === "prices") {
    const lines = await priceLines(owner, input.prices);
    payload = { lines, plan: null };
    currency = site.monetizationCurrency;
    amount = lines.reduce((sum, line) => sum + line.amount, 0);
  } else {
    const plan = await planOf(owner, input.subscription);
    const shown = toPlan(plan, locale);
    payload = { lines: [], plan: { id: plan.id, uid: plan.uid, name: shown.name, amount: plan.amount, interval: shown.interval } };
    // Plans are priced in euros whatever the site's currency (spec §9).
    currency = "eur";
    amount = plan.amount;
  }
  const cancelPath = await returnPath(ctx, input.type === "subscription" ? input.item : undefined, payload.lines[0]?.item_slug);
  const expiresAt = new Date(Date.now() + CHECKOUT_TTL_MINUTES * 60_000);
  const buyerSession = buyer ? await buyerSessionFor(ctx, buyer) : null;
  const customerEmail = buyer ? (input.email ?? buyer.email) : viewer.user.email.endsWith(".invalid") ? null : viewer.user.email;
  const [row] = await db
    .insert(checkoutSessions)
    .values({
      websiteId: site.id,
      userId: buyer?.id ?? viewer.user.id,
      buyerSessionId: buyerSession?.identity.sessionId ?? null,
      type: input.type,
      payload,
      amount,
      currency,
      provider: payments.name,
      locale,
      customerEmail,
      cancelPath,
      expiresAt,
    })
    .returning();
  const session = row!;
  const created = await payments.createCheckout({
    uid: session.uid,
    mode: input.type === "prices" ? "payment" : "subscription",
    currency: currency === "chf" ? "chf" : "eur",
    lines: payload.lines.map((l) => ({ name: l.name, description: describeLine(l, locale), amount: l.amount })),
    plan: payload.plan ? { name: payload.plan.name, amount: payload.plan.amount, interval: payload.plan.interval as PlanInterval } : null,
    customerEmail: customerEmail ?? "",
    successUrl: siteLink(ctx, "/checkout/success?session_id={CHECKOUT_SESSION_ID}", locale),
    // Back to the cart: the page the buyer came from opens its cart drawer on this query.
    cancelUrl: siteLink(ctx, `${cancelPath}?checkout=canceled`, locale),
    expiresAt,
    locale,
  });
  await db.update(checkoutSessions).set({ providerSessionId: created.providerSessionId }).where(eq(checkoutSessions.id, session.id));
  return { checkout_session_url: created.url, ...(buyerSession?.token ? { buyer_token: buyerSession.token } : {}) };
}

function describeLine(line: PayloadLine, locale: RequestCtx["locale"]): string {
  const period = accessPeriod(line.period);
  if (period.unit === "unlimited") return message("accessUnlimited", locale);
  if (period.unit === "days") return message("accessDays", locale, { days: period.count });
  return message("accessHours", locale, { hours: period.count });
}

/** The buyer's own session, by our uid or the provider's session id; anyone else's is a 404. */
export async function getCheckoutSession(ctx: SignedInCtx, id: string): Promise<CheckoutSession> {
  const isUid = uuidParam.safeParse(id).success;
  const purchaser = purchaserOf(ctx);
  if (!purchaser) throw notFound("Checkout session not found.");
  const [row] = await ctx.db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        isUid ? or(eq(checkoutSessions.uid, id), eq(checkoutSessions.providerSessionId, id)) : eq(checkoutSessions.providerSessionId, id),
        eq(checkoutSessions.websiteId, ctx.site.id),
        ownCheckoutSessions(purchaser),
      ),
    )
    .limit(1);
  if (!row) throw notFound("Checkout session not found.");
  return toSessionView(ctx, row, successUrlOf(ctx, row.providerSessionId ?? row.uid, row.locale));
}

export function successUrlOf(ctx: RequestCtx, providerSessionId: string, locale: string): string {
  return siteLink(ctx, `/checkout/success?session_id=${encodeURIComponent(providerSessionId)}`, locale === "fr" ? "fr" : "en");
}
