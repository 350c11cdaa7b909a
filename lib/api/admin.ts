// The members' side of the API (/admin/*): one schema and one function per call. Members only:
// the server answers 401 to visitors and 403 to other users, so callers ask only for members.
import "../zod-jitless";
import { z } from "zod";
import type { ApiClient } from "./request";
import type { decisionInputSchema, invitationCreateSchema } from "./schemas";

export const requestItemStatusSchema = z.enum(["pending", "approved", "refused"]);
export type RequestItemStatus = z.infer<typeof requestItemStatusSchema>;

/** What a renewal renews: the earlier request item's decision, and when that access ends (or ended). */
export const earlierDecisionSchema = z.object({
  status: requestItemStatusSchema,
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
  ends_at: z.string().nullable(),
});
export type EarlierDecision = z.infer<typeof earlierDecisionSchema>;

export const adminRequestSchema = z.object({
  uid: z.string(),
  status: z.enum(["pending", "closed"]),
  /** Asked from an expiry reminder or My List to renew access that ends (optional: older servers). */
  is_renewal: z.boolean().optional(),
  created_at: z.string(),
  requester: z.object({
    uid: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    profile: z.string().nullable(),
    reason_for_research: z.string().nullable(),
    custom: z.record(z.string(), z.string()),
  }),
  items: z.array(
    z.object({
      uid: z.string(),
      slug: z.string(),
      name: z.string(),
      status: requestItemStatusSchema,
      reason: z.string().nullable(),
      decided_at: z.string().nullable(),
      /** For a renewal: the decision it renews (null or absent otherwise). */
      renews: earlierDecisionSchema.nullable().optional(),
    }),
  ),
});
export type AdminRequest = z.infer<typeof adminRequestSchema>;
export type AdminRequestItem = AdminRequest["items"][number];

export const adminInvitationSchema = z.object({
  uid: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  accepted_at: z.string().nullable(),
  expires_at: z.string(),
});
export type AdminInvitation = z.infer<typeof adminInvitationSchema>;

export const createdInvitationSchema = adminInvitationSchema.omit({ accepted_at: true }).extend({ url: z.string() });
export type CreatedInvitation = z.infer<typeof createdInvitationSchema>;

export const outboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.string(),
  created_at: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const customFieldSchema = z.object({ uid: z.string(), name: z.string() });
export type CustomField = z.infer<typeof customFieldSchema>;

export type RequestFilter = "pending" | "closed" | "all";
export type DecisionInput = z.input<typeof decisionInputSchema>;
export type InvitationCreateInput = z.output<typeof invitationCreateSchema>;

const requestPageSchema = z.object({ count: z.number().int(), results: z.array(adminRequestSchema) });
const resultsOf = <T extends z.ZodType>(schema: T) => z.object({ results: z.array(schema) }).transform((page) => page.results);

/** SWR keys of the members' data: one prefix, so a mutation can revalidate them all. */
export const ADMIN_KEYS = {
  prefix: "/admin/",
  requests: (filter: RequestFilter) => `/admin/requests/${filter === "all" ? "" : `?status=${filter}`}`,
  invitations: "/admin/invitations/",
  outbox: "/admin/outbox/",
  customFields: "/admin/custom-fields/",
} as const;

// GET /admin/requests/?status= – on-demand requests, pending first
export async function getAdminRequests(client: ApiClient, filter: RequestFilter = "all"): Promise<AdminRequest[]> {
  const query = filter === "all" ? {} : { status: filter };
  const page = await client.request("/admin/requests/", { query }, requestPageSchema);
  return page.results;
}

// POST /admin/requests/{uid}/items/{itemUid}/decision/ – approve or refuse one item (409: already decided)
export async function decideRequestItem(
  client: ApiClient,
  requestUid: string,
  itemUid: string,
  input: DecisionInput,
): Promise<RequestItemStatus> {
  const path = `/admin/requests/${encodeURIComponent(requestUid)}/items/${encodeURIComponent(itemUid)}/decision/`;
  const answer = await client.request(path, { json: input }, z.object({ status: requestItemStatusSchema }));
  return answer.status;
}

// GET /admin/invitations/
export function getInvitations(client: ApiClient): Promise<AdminInvitation[]> {
  return client.request("/admin/invitations/", {}, resultsOf(adminInvitationSchema));
}

// POST /admin/invitations/ – the answer holds the link to /auth/register/{uid}
export function createInvitation(client: ApiClient, input: InvitationCreateInput): Promise<CreatedInvitation> {
  return client.request("/admin/invitations/", { json: input }, createdInvitationSchema);
}

// GET /admin/outbox/ – the latest outgoing mail of the site
export function getOutbox(client: ApiClient): Promise<OutboxMail[]> {
  return client.request("/admin/outbox/", {}, resultsOf(outboxMailSchema));
}

// GET /admin/custom-fields/ – the site's custom fields (invitation form, requesters' answers)
export function getCustomFields(client: ApiClient): Promise<CustomField[]> {
  return client.request("/admin/custom-fields/", {}, resultsOf(customFieldSchema));
}

export type InvitationState = "pending" | "accepted" | "expired";

export function invitationState(invitation: AdminInvitation, now: Date = new Date()): InvitationState {
  if (invitation.accepted_at) return "accepted";
  return new Date(invitation.expires_at).getTime() <= now.getTime() ? "expired" : "pending";
}
