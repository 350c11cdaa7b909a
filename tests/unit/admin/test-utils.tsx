// Shared helpers of the members' area tests: an intl + fresh SWR cache wrapper, and fixtures.
import type { AdminRequest } from "@/lib/api/admin";
import en from "@/messages/en.json";
import { intlRenderer } from "../helpers/intl";

/** @public – navigationMock is read by jest.mock factories through require(). */
export { installDomShims, navigationMock, pathnameMock, routerMock } from "../layout/test-utils";

const messages = { admin: en.admin, notFound: en.notFound, validation: en.validation, layout: en.layout };

/** Each render gets its own SWR cache, so no test sees another's data. */
export const renderAdmin = intlRenderer(messages, { swr: true });

export const INSTITUTION_UID = "11111111-1111-4111-8111-111111111111";

export function adminRequest(overrides: Partial<AdminRequest> & { name?: string } = {}): AdminRequest {
  const { name = "Ada", ...rest } = overrides;
  return {
    uid: `req-${name}`,
    status: "pending",
    created_at: "2026-03-02T10:30:00.000Z",
    requester: {
      uid: `user-${name}`,
      first_name: name,
      last_name: "Lovelace",
      email: `${name.toLowerCase()}@example.org`,
      profile: "researcher",
      reason_for_research: `${name} studies oral history.`,
      custom: {
        profile: "researcher",
        "reason-for-research": `${name} studies oral history.`,
        phone: "0100000001",
        country: "France",
        [INSTITUTION_UID]: "Vilnius University",
      },
    },
    items: [
      {
        uid: `item-${name}-1`,
        slug: `testimony-${name}-1`,
        name: `Testimony ${name} 1`,
        status: "pending",
        reason: null,
        decided_at: null,
      },
      {
        uid: `item-${name}-2`,
        slug: `testimony-${name}-2`,
        name: `Testimony ${name} 2`,
        status: "pending",
        reason: null,
        decided_at: null,
      },
    ],
    ...rest,
  };
}
