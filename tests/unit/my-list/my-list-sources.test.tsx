import { act, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { SWRConfig } from "swr";
import { MyListView } from "@/components/my-list/my-list-view";
import { ServerError } from "@/lib/api/errors";
import type { AccessEntry, AccessStatus } from "@/lib/api/schemas";
import { formatLongDate } from "@/lib/format";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import { mediaItem, videoContent } from "../helpers/fixtures";

jest.mock("@/lib/api/browser", () => ({ browserApi: { request: jest.fn() } }));
jest.mock("@/lib/i18n/navigation", () => require("../helpers/navigation-mock").navigationMock);

const { browserApi } = jest.requireMock("@/lib/api/browser") as { browserApi: { request: jest.Mock } };
const DAY = 86_400_000;
const user = { uid: "u-1", first_name: "Ada", last_name: "Lovelace", email: "ada@example.org" };

function entry(n: number, status: AccessStatus, overrides: Partial<AccessEntry> = {}): AccessEntry {
  const item = mediaItem(
    {
      uid: `item-${n}`,
      slug: `testimony-${n}`,
      content_object_id: `media-${n}`,
      content_object: videoContent({ uid: `media-${n}`, name: `Testimony ${n}`, duration: 60, excerpt: null, description: null }),
      published_at: "2024-01-01T00:00:00.000Z",
    },
    { has_access: status === "active", monetization_enabled: true, visibility_type: "private" },
  );
  return { ...item, access_status: status, refusal_reason: null, requested_at: null, ...overrides };
}

async function renderList(results: AccessEntry[], locale: "en" | "fr" = "en") {
  browserApi.request.mockImplementation(async (path: string) => {
    if (path === "/auth/me/") return user;
    if (path === "/items/access/") return { count: results.length, results };
    throw new ServerError({ status: 404, type: "not_found", message: path });
  });
  render(
    <NextIntlClientProvider locale={locale} messages={{ myList: (locale === "en" ? en : fr).myList }} timeZone="Europe/Paris">
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MyListView />
      </SWRConfig>
    </NextIntlClientProvider>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return screen.findAllByRole("article");
}

const card = (cards: HTMLElement[], n: number) => cards.find((c) => c.querySelector(`a[href="/testimony-${n}"]`))!;

beforeEach(() => jest.clearAllMocks());

describe("My List – paid access", () => {
  it("purchased (no end), rented (time left), subscribed (the plan) and on demand, side by side", async () => {
    const rentalEnd = new Date(Date.now() + 3 * DAY + 3_600_000).toISOString();
    const onDemandEnd = new Date(Date.now() + 40 * DAY + 3_600_000).toISOString();
    const cards = await renderList([
      entry(1, "active", { access_source: "purchase" }),
      entry(2, "active", { access_source: "rental", expire_at: rentalEnd }),
      entry(3, "active", { access_source: "subscription", plan: { uid: "plan-1", name: "Researcher" }, expire_at: rentalEnd }),
      entry(4, "active", { access_source: "on_demand", expire_at: onDemandEnd }),
    ]);
    expect(cards).toHaveLength(4);
    expect(card(cards, 1)).toHaveTextContent("Purchased");
    expect(card(cards, 1)).toHaveTextContent(en.myList.purchasedNoEnd);
    expect(card(cards, 1)).not.toHaveTextContent(/left/);
    expect(card(cards, 2)).toHaveTextContent("Rented");
    expect(card(cards, 2)).toHaveTextContent("Ends in 3 days");
    expect(within(card(cards, 2)).getByRole("link", { name: "Rent Testimony 2 again" })).toHaveAttribute("href", "/testimony-2");
    expect(card(cards, 2)).toHaveTextContent(`Until ${formatLongDate(rentalEnd, "en")}`);
    expect(card(cards, 3)).toHaveTextContent("Subscription");
    expect(card(cards, 3)).toHaveTextContent("Through your subscription to Researcher");
    expect(card(cards, 3)).toHaveTextContent(`Current period ends on ${formatLongDate(rentalEnd, "en")}`);
    expect(within(card(cards, 3)).getByRole("link", { name: "Manage my subscription" })).toHaveAttribute("href", "/account/subscription");
    expect(card(cards, 4)).toHaveTextContent("40 days left");
    expect(card(cards, 4).querySelector("[data-testid=access-source]")).toBeNull();
    expect(cards.map((c) => c.dataset.source)).toEqual(["purchase", "rental", "subscription", "on_demand"]);
  });

  it("a rental with hours left", async () => {
    const cards = await renderList([
      entry(2, "active", { access_source: "rental", expire_at: new Date(Date.now() + 5 * 3_600_000 + 60_000).toISOString() }),
    ]);
    expect(cards[0]).toHaveTextContent("5 hours left");
  });

  it("expired rentals and subscriptions are marked expired, with what to do", async () => {
    const cards = await renderList([
      entry(2, "expired", { access_source: "rental", expire_at: "2024-05-06T10:00:00.000Z" }),
      entry(3, "expired", { access_source: "subscription", plan: { uid: "plan-1", name: "Researcher" } }),
    ]);
    expect(card(cards, 2)).toHaveTextContent("Expired");
    expect(card(cards, 2)).toHaveTextContent("Rented");
    expect(card(cards, 2)).toHaveTextContent("Access expired on May 6, 2024");
    expect(card(cards, 2)).toHaveTextContent(en.myList.notPlayablePaid);
    expect(card(cards, 3)).toHaveTextContent("Your subscription to Researcher no longer includes it.");
    expect(screen.getByRole("heading", { level: 2, name: "Expired (2)" })).toBeInTheDocument();
  });

  it("French page", async () => {
    const cards = await renderList(
      [
        entry(1, "active", { access_source: "purchase" }),
        entry(3, "active", { access_source: "subscription", plan: { uid: "plan-1", name: "Chercheur" } }),
      ],
      "fr",
    );
    expect(card(cards, 1)).toHaveTextContent("Acheté");
    expect(card(cards, 3)).toHaveTextContent("Grâce à votre abonnement Chercheur");
  });
});
