// GET /billing/plans/ – the site's subscription plans (spec §3 Plan), cheapest first.
import { asc, desc, eq } from "drizzle-orm";
import type { Plan, PlanInterval } from "../../../lib/api/billing";
import { sanitizeLegalHtml } from "../../../lib/html/legal-html";
import type { RequestCtx } from "../../context";
import { plans } from "../../db/schema";
import { localized } from "../i18n";

export type PlanRow = typeof plans.$inferSelect;

export function toPlan(row: PlanRow, locale: RequestCtx["locale"]): Plan {
  const description = localized(row.i18n, locale, "description", row.description);
  return {
    uid: row.uid,
    name: localized(row.i18n, locale, "name", row.name),
    amount: row.amount,
    interval: row.interval as PlanInterval,
    description: description ? sanitizeLegalHtml(description) : null,
    thumbnail: row.thumbnail,
  };
}

export async function listPlans({ db, site, locale }: RequestCtx, ordering: "amount" | "-amount" | "position"): Promise<Plan[]> {
  if (!site.monetizationEnabled) return [];
  const order = ordering === "amount" ? asc(plans.amount) : ordering === "-amount" ? desc(plans.amount) : asc(plans.position);
  const rows = await db.select().from(plans).where(eq(plans.websiteId, site.id)).orderBy(order, asc(plans.id));
  return rows.map((row) => toPlan(row, locale));
}
