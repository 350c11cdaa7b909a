// What a checkout session bought, named in the reader's language. A session keeps its lines and plan
// as they were when it was made, names included, in the language of that moment; the names shown
// later (the payment page, the receipt, the refund e-mail, Admin › Orders) are looked up again by
// item and plan id, in one query for every session shown. An item or plan deleted since keeps the
// name the session was made with.
import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { items, plans, type I18nText } from "../../db/schema";
import { localized, type Locale } from "../i18n";
import { contentColumns, withContent } from "../items/content";

/** What naming reads of a session's payload (records.ts): its lines' items and its plan, with the names stored. */
type Named = { lines: Array<{ item_id: number; name: string }>; plan: { id: number; name: string } | null };

type NameRow = { kind: string; id: number; name: string; i18n: I18nText | null };

/** The names of these items and plans, by `item:{id}` and `plan:{id}`. */
async function namesOf(db: Db, itemIds: number[], planIds: number[]): Promise<Map<string, NameRow>> {
  const itemNames = withContent(
    db
      .select({ kind: sql<string>`'item'`.as("kind"), id: items.id, name: contentColumns.name, i18n: contentColumns.i18n })
      .from(items)
      .$dynamic(),
  ).where(inArray(items.id, itemIds));
  const planNames = db
    .select({ kind: sql<string>`'plan'`.as("kind"), id: plans.id, name: plans.name, i18n: plans.i18n })
    .from(plans)
    .where(inArray(plans.id, planIds));
  let rows: NameRow[];
  if (itemIds.length > 0 && planIds.length > 0) rows = await itemNames.unionAll(planNames);
  else if (itemIds.length > 0) rows = await itemNames;
  else if (planIds.length > 0) rows = await planNames;
  else rows = [];
  return new Map(rows.map((row) => [`${row.kind}:${row.id}`, row]));
}

/** The payloads again, their lines' and plans' names in `locale`. */
export async function localizedPayloads<P extends Named>(db: Db, locale: Locale, payloads: P[]): Promise<P[]> {
  const itemIds = [...new Set(payloads.flatMap((p) => p.lines.map((line) => line.item_id)))];
  const planIds = [...new Set(payloads.flatMap((p) => (p.plan ? [p.plan.id] : [])))];
  const names = await namesOf(db, itemIds, planIds);
  const nameOf = (key: string, stored: string) => {
    const row = names.get(key);
    return row ? localized(row.i18n, locale, "name", row.name) : stored;
  };
  return payloads.map((payload) => ({
    ...payload,
    lines: payload.lines.map((line) => ({ ...line, name: nameOf(`item:${line.item_id}`, line.name) })),
    plan: payload.plan ? { ...payload.plan, name: nameOf(`plan:${payload.plan.id}`, payload.plan.name) } : null,
  }));
}

/** One session's payload, named in `locale`. */
export async function localizedPayload<P extends Named>(db: Db, locale: Locale, payload: P): Promise<P> {
  const [named] = await localizedPayloads(db, locale, [payload]);
  return named ?? payload;
}
