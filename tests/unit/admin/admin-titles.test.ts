// The members' pages are titled "<page> – <site name>" like the public ones: the area's layout
// passes the site layout's title template on. The titles are composed by Next's own resolver, in
// the order Next applies it (site layout, area layout, page).
import type { Metadata, ResolvingMetadata } from "next";
import { resolveTitle } from "next/dist/lib/metadata/resolvers/resolve-title";
import { generateMetadata as areaMetadata } from "@/app/[site]/[locale]/admin/layout";
import { generateMetadata as requestsMetadata } from "@/app/[site]/[locale]/admin/(shell)/page";
import { generateMetadata as invitationsMetadata } from "@/app/[site]/[locale]/admin/(shell)/invitations/page";
import { generateMetadata as ordersMetadata } from "@/app/[site]/[locale]/admin/(shell)/orders/page";
import { generateMetadata as outboxMetadata } from "@/app/[site]/[locale]/admin/(shell)/outbox/page";
import { generateMetadata as pagesMetadata } from "@/app/[site]/[locale]/admin/(shell)/pages/page";
import { generateMetadata as editorMetadata } from "@/app/[site]/[locale]/admin/(full)/pages/[id]/page";

jest.mock("next-intl/server", () => require("../catalogue/server-mocks").intlServerMock);
jest.mock("next/navigation", () => require("../catalogue/server-mocks").nextNavigationMock);
jest.mock("@/lib/server/data", () => ({ getSettings: jest.fn() }));
jest.mock("@/lib/server/api", () => ({ serverApi: jest.fn() }));

const params = Promise.resolve({ site: "localhost", locale: "en", id: "1" });
/** What the site layout's { default, template } resolves to. */
const SITE = resolveTitle({ default: "The Archive", template: "%s – The Archive" }, null);

async function titleOf(page: (props: { params: typeof params }) => Promise<Metadata>): Promise<string> {
  const parent = Promise.resolve({ title: SITE }) as unknown as ResolvingMetadata;
  const area = resolveTitle((await areaMetadata({ params, children: null }, parent)).title, SITE.template);
  return resolveTitle((await page({ params })).title, area.template).absolute;
}

describe("the members' area titles", () => {
  it.each([
    ["requests", requestsMetadata, "Access requests – The Archive"],
    ["invitations", invitationsMetadata, "Invitations – The Archive"],
    ["orders", ordersMetadata, "Orders – The Archive"],
    ["outbox", outboxMetadata, "Outbox – The Archive"],
    ["pages", pagesMetadata, "Pages – The Archive"],
    ["page editor", editorMetadata, "Page editor – The Archive"],
  ])("titles the %s page with the site's name", async (_, page, title) => {
    expect(await titleOf(page)).toBe(title);
  });

  it("titles the area itself with the site's name (a page without a title of its own)", async () => {
    const parent = Promise.resolve({ title: SITE }) as unknown as ResolvingMetadata;
    const area = await areaMetadata({ params, children: null }, parent);
    expect(resolveTitle(area.title, SITE.template).absolute).toBe("Members' area – The Archive");
  });
});
