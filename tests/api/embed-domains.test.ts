// embed_allowed_domains in GET /website/ (the domains that may embed a site's player; empty: any),
// and its one place of writing, PATCH /admin/site/, which refuses what is not a host name.
import { eq } from "drizzle-orm";
import { users, websites } from "@/backend/db/schema";
import { DEMO_ACCOUNTS, DEMO_SITES } from "@/backend/seed/demo-accounts";
import { resetRateLimits } from "@/backend/services/rate-limit";
import { createSession } from "@/backend/services/sessions";
import { websiteSettingsSchema } from "@/lib/api/schemas";
import { createTestBackend, type TestBackend } from "./helpers/test-backend";

let backend: TestBackend;
let memberToken: string;
beforeAll(async () => {
  backend = await createTestBackend();
  const [archive] = await backend.db.select().from(websites).where(eq(websites.code, "archive"));
  const [member] = await backend.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.member.email));
  memberToken = await createSession(backend.db, archive!.id, member!.id);
});
afterAll(() => backend?.close());
beforeEach(() => resetRateLimits());

const settings = async (host = "localhost") =>
  websiteSettingsSchema.parse(await (await backend.request("/website/", { headers: { host } })).json());

const patch = (json: unknown) =>
  backend.request("/admin/site/", {
    method: "PATCH",
    headers: { authorization: `website-token ${memberToken}`, "content-type": "application/json" },
    body: JSON.stringify(json),
  });

describe("GET /website/ embed_allowed_domains", () => {
  it.each([
    { site: "the archive: a couple of domains", host: "localhost", expected: ["memorial.example.org", "*.example.edu"] },
    { site: "the studio: any site", host: DEMO_SITES.studio.host, expected: [] },
  ])("$site", async ({ host, expected }) => {
    expect((await settings(host)).embed_allowed_domains).toEqual(expected);
  });
});

describe("PATCH /admin/site/ embed_allowed_domains", () => {
  afterAll(async () => {
    await backend.db
      .update(websites)
      .set({ embedAllowedDomains: ["memorial.example.org", "*.example.edu"] })
      .where(eq(websites.code, "archive"));
  });

  it.each([
    { name: "a scheme", value: "https://example.org" },
    { name: "a path", value: "example.org/embed" },
    { name: "a port", value: "example.org:8443" },
    { name: "a bare wildcard", value: "*" },
    { name: "a single label", value: "localhost" },
    { name: "a CSP keyword", value: "'self'" },
    { name: "a directive", value: "example.org; script-src *" },
  ])("refuses $name, naming the entry", async ({ value }) => {
    const response = await patch({ embed_allowed_domains: ["ok.example.org", value] });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { type: string; errors: Record<string, string[]> };
    expect(body.type).toBe("validation_error");
    expect(body.errors).toEqual({
      "embed_allowed_domains.1": ["Enter a host name such as example.org or *.example.org, without https:// or a path."],
    });
    expect((await settings()).embed_allowed_domains).toEqual(["memorial.example.org", "*.example.edu"]);
  });

  it("refuses more than 50 domains", async () => {
    const response = await patch({ embed_allowed_domains: Array.from({ length: 51 }, (_, i) => `d${i}.example.org`) });
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual(["embed_allowed_domains"]);
  });

  it("stores them normalised (lower case, trimmed, once each); an empty list is any site again", async () => {
    expect((await patch({ embed_allowed_domains: [" Partner.Example.org ", "*.example.net", "partner.example.org"] })).status).toBe(200);
    expect((await settings()).embed_allowed_domains).toEqual(["partner.example.org", "*.example.net"]);
    expect((await patch({ embed_allowed_domains: [] })).status).toBe(200);
    expect((await settings()).embed_allowed_domains).toEqual([]);
  });

  it("is for members only", async () => {
    const response = await backend.request("/admin/site/", {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ embed_allowed_domains: [] }),
    });
    expect(response.status).toBe(401);
  });
});
