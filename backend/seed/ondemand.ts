// On-demand requests of the archive's researcher in every state: one pending, one closed with an
// approved item (live 3-month grant) and a refused one, and an older approval whose grant expired;
// the teacher's one approval ends in 5 days (the expiry reminder and one-click renewal).
import type { Db } from "../db/client";
import { accessGrants, ondemandRequestItems, ondemandRequests } from "../db/schema";
import type { PlannedItem } from "./catalogue";
import { uuidFor } from "./random";
import type { DemoUserKey, SeededUsers } from "./users";

const DAY = 86_400_000;

function addMonths(date: Date, months: number): Date {
  const copy = new Date(date);
  copy.setUTCMonth(copy.getUTCMonth() + months);
  return copy;
}

type Decision = { itemId: number; status: "pending" | "approved" | "refused"; reason?: string; decidedAt?: Date };

async function request(
  db: Db,
  label: string,
  websiteId: number,
  users: SeededUsers,
  createdAt: Date,
  decisions: Decision[],
  who: DemoUserKey = "researcher",
) {
  if (decisions.length === 0) return;
  const closed = decisions.every((decision) => decision.status !== "pending");
  const [req] = await db
    .insert(ondemandRequests)
    .values({
      uid: uuidFor(`archive:request:${label}`),
      websiteId,
      userId: users[who],
      status: closed ? "closed" : "pending",
      createdAt,
    })
    .returning({ id: ondemandRequests.id });
  if (!req) return;
  const rows = await db
    .insert(ondemandRequestItems)
    .values(
      decisions.map((decision) => ({
        requestId: req.id,
        itemId: decision.itemId,
        status: decision.status,
        reason: decision.reason ?? null,
        decidedById: decision.decidedAt ? users.member : null,
        decidedAt: decision.decidedAt ?? null,
      })),
    )
    .returning({
      id: ondemandRequestItems.id,
      itemId: ondemandRequestItems.itemId,
      status: ondemandRequestItems.status,
      decidedAt: ondemandRequestItems.decidedAt,
    });
  const grants = rows
    .filter((row) => row.status === "approved" && row.decidedAt)
    .map((row) => {
      // Access lasts three months from the approval (spec §1).
      const startsAt = row.decidedAt ?? createdAt;
      const endsAt = addMonths(startsAt, 3);
      return { userId: users[who], itemId: row.itemId, source: "on_demand", startsAt, endsAt, requestItemId: row.id };
    });
  if (grants.length > 0) await db.insert(accessGrants).values(grants);
}

/** Uses the first published on-demand items of the catalogue; with a tiny catalogue some states are skipped. */
export async function seedOnDemand(
  db: Db,
  websiteId: number,
  planned: PlannedItem[],
  itemIds: Map<string, number>,
  users: SeededUsers,
  now: Date,
): Promise<void> {
  const t = now.getTime();
  const candidates = planned.filter(
    (item) => item.kind === "media" && item.visibility === "on_demand" && item.publishedAt.getTime() <= t && !item.expiredAt,
  );
  // The approved one can be downloaded too, so the demo shows the download panel.
  const approvedItem = candidates.find((item) => item.downloadable) ?? candidates[3];
  const idOf = (item: PlannedItem | undefined) => (item ? itemIds.get(item.uid) : undefined);
  const [p1, p2, p3, refused, expired, endingSoon] = candidates.filter((item) => item !== approvedItem).map(idOf);
  const approved = idOf(approvedItem);
  const some = (...values: Array<number | undefined>) => values.filter((v): v is number => v !== undefined);

  await request(
    db,
    "pending",
    websiteId,
    users,
    new Date(t - DAY),
    some(p1, p2, p3).map((itemId) => ({ itemId, status: "pending" })),
  );
  const decidedAt = new Date(t - 10 * DAY);
  await request(db, "closed", websiteId, users, new Date(t - 12 * DAY), [
    ...some(approved).map((itemId) => ({ itemId, status: "approved" as const, decidedAt })),
    ...some(refused).map((itemId) => ({
      itemId,
      status: "refused" as const,
      decidedAt,
      reason: "Placeholder reason: this testimony is still being reviewed and cannot be shared yet.",
    })),
  ]);
  const longAgo = addMonths(now, -5);
  const expiredDecisions = some(expired).map((itemId) => ({ itemId, status: "approved" as const, decidedAt: longAgo }));
  await request(db, "expired", websiteId, users, new Date(longAgo.getTime() - 2 * DAY), expiredDecisions);
  // Decided so that its 3 months end in about 5 days (months differ in length).
  const endingDecidedAt = addMonths(new Date(t + 5 * DAY), -3);
  const endingDecisions = some(endingSoon).map((itemId) => ({ itemId, status: "approved" as const, decidedAt: endingDecidedAt }));
  await request(db, "ending", websiteId, users, new Date(endingDecidedAt.getTime() - DAY), endingDecisions, "teacher");
}
