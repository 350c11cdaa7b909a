// Every decision a member takes (and other sensitive changes) is a row of the audit log.
import type { Db } from "../db/client";
import { auditLog } from "../db/schema";

export type AuditEntry = {
  websiteId: number;
  actorUserId: number | null;
  action: string;
  targetType: string;
  targetId: string;
  data?: Record<string, unknown>;
};

export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, data: entry.data ?? {} });
}
