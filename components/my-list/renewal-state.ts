// What My List needs to know about renewals, without React: whether an access ends soon, and the
// items a reminder's link names.
import type { AccessEntry } from "@/lib/api/schemas";
import { isUuid } from "@/lib/uuid";

/** Active access ending within this many days shows "ends in N days" and its renewal action. */
export const ENDING_SOON_DAYS = 14;

const DAY_MS = 86_400_000;
/** A link names at most this many items (a request's limit, spec §9); the server checks it again. */
const MAX_LINKED = 10;

/** An entry whose access runs and ends within ENDING_SOON_DAYS (whole days left, as My List counts them). */
export function endsSoon(entry: AccessEntry, now: Date): boolean {
  if (entry.access_status !== "active" || !entry.expire_at) return false;
  const left = new Date(entry.expire_at).getTime() - now.getTime();
  return left > 0 && Math.floor(left / DAY_MS) <= ENDING_SOON_DAYS;
}

/** The item uids of `?renew=a,b` (the reminder's link): uuids only, each once. */
export function parseRenewParam(search: string): string[] {
  const value = new URLSearchParams(search).get("renew");
  if (!value) return [];
  const uids = value
    .split(",")
    .map((uid) => uid.trim().toLowerCase())
    .filter(isUuid);
  return [...new Set(uids)].slice(0, MAX_LINKED);
}

/** My List's own path with the items to renew, for the way back from the login page. */
export function myListPath(renew: string[]): string {
  return renew.length ? `/my-list?renew=${renew.join(",")}` : "/my-list";
}
