// My List and renewals: "ends in N days" on access ending within 14 days (both languages), the
// per-item renewal action, the confirmation a reminder's link (?renew=…) opens, "renewal requested",
// and the way back from the login page keeping the link's items.
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { SWRConfig } from "swr";
import { MyListView } from "@/components/my-list/my-list-view";
import { endsSoon, myListPath, parseRenewParam } from "@/components/my-list/renewal-state";
import { ServerError } from "@/lib/api/errors";
import type { AccessEntry, AccessStatus } from "@/lib/api/schemas";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import { mediaItem, videoContent } from "../helpers/fixtures";
import { routerMock } from "../layout/test-utils";

jest.mock("@/lib/api/browser", () => ({ browserApi: { request: jest.fn() } }));
jest.mock("@/lib/i18n/navigation", () => require("../layout/test-utils").navigationMock);

const { browserApi } = jest.requireMock("@/lib/api/browser") as { browserApi: { request: jest.Mock } };

const DAY = 86_400_000;
const user = { uid: "u-1", first_name: "Ada", last_name: "Lovelace", email: "ada@example.org" };
const uid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const inDays = (days: number) => new Date(Date.now() + days * DAY + 3_600_000).toISOString();

function entry(n: number, status: AccessStatus, overrides: Partial<AccessEntry> = {}): AccessEntry {
  const item = mediaItem(
    {
      uid: uid(n),
      slug: `testimony-${n}`,
      content_object_id: `media-${n}`,
      published_at: "2024-01-01T00:00:00.000Z",
      content_object: videoContent({ uid: `media-${n}`, name: `Testimony ${n}`, duration: 60, excerpt: null, description: null }),
    },
    { has_access: status === "active", visibility_type: "on_demand" },
  );
  return { ...item, access_status: status, refusal_reason: null, requested_at: null, access_source: "on_demand", ...overrides };
}

/** The list answers `list` until a renewal is sent, then `after` (the server marks them requested). */
function answer(list: AccessEntry[], options: { after?: AccessEntry[]; renewal?: () => unknown; me?: unknown } = {}) {
  let renewed = false;
  browserApi.request.mockImplementation(async (path: string) => {
    if (path === "/auth/me/") return options.me === undefined ? user : options.me;
    if (path === "/items/access/") {
      const results = renewed && options.after ? options.after : list;
      return { count: results.length, results };
    }
    if (path === "/items/access/renew/") {
      const reply = (options.renewal ?? (() => ({ uid: "r-1", is_renewal: true })))();
      renewed = true;
      return reply;
    }
    throw new ServerError({ status: 404, type: "not_found", message: path });
  });
}

async function renderList(locale: "en" | "fr" = "en", search = "") {
  window.history.replaceState(null, "", `/my-list${search}`);
  render(
    <NextIntlClientProvider locale={locale} messages={{ myList: (locale === "en" ? en : fr).myList }} timeZone="Europe/Paris">
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MyListView />
      </SWRConfig>
    </NextIntlClientProvider>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const renewCalls = () => browserApi.request.mock.calls.filter(([path]) => path === "/items/access/renew/").map(([, init]) => init);

beforeEach(() => jest.clearAllMocks());
afterEach(() => window.history.replaceState(null, "", "/"));

describe("renewal state", () => {
  it("reads the link's items: uuids only, each once, at most 10", () => {
    expect(parseRenewParam(`?renew=${uid(1)},${uid(2).toUpperCase()},${uid(1)},javascript:alert(1),`)).toEqual([uid(1), uid(2)]);
    expect(parseRenewParam("?renew=")).toEqual([]);
    expect(parseRenewParam("")).toEqual([]);
    const many = Array.from({ length: 12 }, (_, i) => `00000000-0000-4000-8000-0000000000${String(i).padStart(2, "0")}`);
    expect(parseRenewParam(`?renew=${many.join(",")}`)).toHaveLength(10);
    expect(myListPath([uid(1), uid(2)])).toBe(`/my-list?renew=${uid(1)},${uid(2)}`);
    expect(myListPath([])).toBe("/my-list");
  });

  it.each([
    [inDays(3), "active", true],
    [inDays(14), "active", true],
    [inDays(15), "active", false],
    [inDays(-1), "active", false],
    [inDays(3), "expired", false],
  ] as const)("ends soon: %s %s → %s", (expireAt, status, soon) => {
    expect(endsSoon(entry(1, status, { expire_at: expireAt }), new Date())).toBe(soon);
  });
});

describe("ends in N days", () => {
  it.each([
    ["en", 1, "Ends in 1 day"],
    ["en", 5, "Ends in 5 days"],
    ["en", 20, "20 days left"],
    ["fr", 1, "Se termine dans 1 jour"],
    ["fr", 5, "Se termine dans 5 jours"],
    ["fr", 20, "20 jours restants"],
  ] as const)("%s, %i days: %s", async (locale, days, text) => {
    answer([entry(1, "active", { expire_at: inDays(days), renewable: true })]);
    await renderList(locale);
    expect(await screen.findByRole("article")).toHaveTextContent(text);
  });
});

describe("the renewal action and its confirmation", () => {
  it("a card ending soon: one click opens the confirmation, one more renews; then “renewal requested”", async () => {
    const soon = entry(1, "active", { expire_at: inDays(5), renewable: true });
    const later = entry(2, "active", { expire_at: inDays(40), renewable: true });
    answer([soon, later], { after: [{ ...soon, renewable: false, renewal_requested_at: new Date().toISOString() }, later] });
    await renderList();
    const cards = await screen.findAllByRole("article");
    // Far from its end, no action yet.
    expect(within(cards[1]!).queryByRole("button", { name: /renew/i })).toBeNull();
    await userEvent.click(within(cards[0]!).getByRole("button", { name: "Renew my access to Testimony 1" }));
    const dialog = await screen.findByRole("dialog", { name: "Renew your access" });
    expect(dialog).toHaveTextContent("Ask again for access to this testimony.");
    expect(within(dialog).getByRole("listitem")).toHaveTextContent("Testimony 1");
    await userEvent.click(within(dialog).getByRole("button", { name: "Renew my access" }));
    expect(renewCalls()).toEqual([{ json: { items: [uid(1)] } }]);
    expect(screen.queryByRole("dialog")).toBeNull();
    const renewedCard = (await screen.findAllByRole("article"))[0]!;
    expect(await within(renewedCard).findByText("Renewal requested")).toBeInTheDocument();
    expect(within(renewedCard).queryByRole("button", { name: /renew/i })).toBeNull();
  });

  it("a reminder's link opens the confirmation for its renewable items, in French too", async () => {
    answer([
      entry(1, "active", { expire_at: inDays(5), renewable: true }),
      entry(2, "expired", { expire_at: inDays(-3), renewable: true }),
      entry(3, "active", { expire_at: inDays(5), renewable: false, renewal_requested_at: new Date().toISOString() }),
    ]);
    await renderList("fr", `?renew=${uid(1)},${uid(2)},${uid(3)}`);
    const dialog = await screen.findByRole("dialog", { name: "Renouveler votre accès" });
    expect(dialog).toHaveTextContent("Demandez à nouveau l’accès à ces 2 témoignages.");
    expect(
      within(dialog)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Testimony 1", "Testimony 2"]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Renouveler mon accès" }));
    expect(renewCalls()).toEqual([{ json: { items: [uid(1), uid(2)] } }]);
    // Answered: the link is dropped, so a reload does not ask again.
    expect(routerMock.replace).toHaveBeenCalledWith("/my-list");
  });

  it("nothing left to renew: says so, with no renewal button", async () => {
    answer([entry(3, "active", { expire_at: inDays(5), renewal_requested_at: new Date().toISOString() })]);
    await renderList("en", `?renew=${uid(3)}`);
    const dialog = await screen.findByRole("dialog", { name: "Renew your access" });
    expect(dialog).toHaveTextContent(en.myList.renewal.dialog.nothing);
    expect(within(dialog).queryByRole("button", { name: "Renew my access" })).toBeNull();
  });

  it("a refusal keeps the dialog open with the server's message", async () => {
    const message = "A renewal of this access is already waiting for approval, or not.";
    answer([entry(1, "active", { expire_at: inDays(5), renewable: true })], {
      renewal: () => {
        throw new ServerError({ status: 400, type: "not_renewable", message });
      },
    });
    await renderList("en", `?renew=${uid(1)}`);
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Renew my access" }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });

  it("signed out: the login page is asked to bring the user back with the link's items", async () => {
    answer([], { me: null });
    browserApi.request.mockImplementation(async (path: string) => {
      throw new ServerError({ status: 401, type: "not_authenticated", message: path });
    });
    await renderList("en", `?renew=${uid(1)},${uid(2)}`);
    expect(routerMock.replace).toHaveBeenCalledWith({ pathname: "/auth/login", query: { next: `/my-list?renew=${uid(1)},${uid(2)}` } });
  });

  it("a rental ending soon offers to rent it again from its page", async () => {
    answer([entry(4, "active", { access_source: "rental", expire_at: inDays(2) })]);
    await renderList();
    const card = await screen.findByRole("article");
    expect(within(card).getByRole("link", { name: "Rent Testimony 4 again" })).toHaveAttribute("href", "/testimony-4");
    expect(within(card).queryByRole("button", { name: /renew/i })).toBeNull();
  });
});
