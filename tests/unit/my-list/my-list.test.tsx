import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { SWRConfig } from "swr";
import { MyListView } from "@/components/my-list/my-list-view";
import { ServerError } from "@/lib/api/errors";
import type { AccessEntry, AccessStatus } from "@/lib/api/schemas";
import { formatLongDate } from "@/lib/format";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import { mediaItem } from "../helpers/fixtures";
import { routerMock } from "../layout/test-utils";

jest.mock("@/lib/api/browser", () => ({ browserApi: { request: jest.fn() } }));
jest.mock("@/lib/i18n/navigation", () => require("../layout/test-utils").navigationMock);

const { browserApi } = jest.requireMock("@/lib/api/browser") as { browserApi: { request: jest.Mock } };

const DAY = 86_400_000;
const user = { uid: "u-1", first_name: "Ada", last_name: "Lovelace", email: "ada@example.org" };

function accessEntry(n: number, status: AccessStatus, overrides: Partial<AccessEntry> = {}): AccessEntry {
  const item = mediaItem(
    {
      uid: `item-${n}`,
      slug: `testimony-${n}`,
      content_object_id: `media-${n}`,
      content_object: {
        uid: `media-${n}`,
        name: `Testimony ${n}`,
        thumbnail: null,
        excerpt: null,
        excerpt_is_custom: false,
        description: null,
        tags: [],
        type: "video",
        custom_fields: {},
      },
      published_at: "2024-01-01T00:00:00.000Z",
    },
    {
      content_object_thumbnail: `/images/media/uid/media-${n}/thumbnail.jpg`,
      has_access: status === "active",
      visibility_type: "on_demand",
    },
  );
  return {
    ...item,
    access_status: status,
    refusal_reason: null,
    requested_at: null,
    ...overrides,
  };
}

function answer(routes: { me?: () => unknown; list?: () => unknown }) {
  browserApi.request.mockImplementation(async (path: string) => {
    if (path === "/auth/me/") return (routes.me ?? (() => user))();
    if (path === "/items/access/") return (routes.list ?? (() => ({ count: 0, results: [] })))();
    throw new ServerError({ status: 404, type: "not_found", message: path });
  });
}

async function renderList(locale: "en" | "fr" = "en", initial?: { entries: AccessEntry[]; now: string }) {
  const messages = { myList: (locale === "en" ? en : fr).myList };
  render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/Paris">
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MyListView initial={initial} />
      </SWRConfig>
    </NextIntlClientProvider>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const page = (results: AccessEntry[]) => () => ({ count: results.length, results });

beforeEach(() => jest.clearAllMocks());

describe("My List", () => {
  it("groups the entries by status, each card linking to its item", async () => {
    const in12Days = new Date(Date.now() + 12 * DAY + 3_600_000).toISOString();
    answer({
      list: page([
        accessEntry(1, "active", { expire_at: in12Days }),
        accessEntry(2, "pending", { requested_at: "2024-03-03T10:00:00.000Z" }),
        accessEntry(3, "refused", { refusal_reason: "Not a research project.", requested_at: "2024-02-01T10:00:00.000Z" }),
        accessEntry(4, "expired", { expire_at: "2024-05-06T10:00:00.000Z" }),
      ]),
    });
    await renderList();
    const groups = await screen.findAllByRole("region");
    expect(groups.map((g) => within(g).getByRole("heading", { level: 2 }).textContent)).toEqual([
      "Available (1)",
      "Awaiting approval (1)",
      "Refused (1)",
      "Expired (1)",
    ]);
    expect(screen.getByRole("link", { name: "Testimony 1" })).toHaveAttribute("href", "/testimony-1");
    expect(screen.getByRole("link", { name: "Testimony 4" })).toHaveAttribute("href", "/testimony-4");
    // Thumbnails are those of the content object.
    expect(groups[0]?.querySelector("img")?.getAttribute("src")).toBe("/images/w:480/media:uid:media-1/thumbnail.jpg");
  });

  it("asks for the first card's picture at once, and for the others when they come near", async () => {
    // No active entry: the first group shown is the pending one.
    answer({ list: page([accessEntry(1, "pending"), accessEntry(2, "pending"), accessEntry(3, "expired")]) });
    await renderList();
    await screen.findAllByRole("region");
    const pictures = [...document.querySelectorAll("img")];
    expect(pictures.map((img) => [img.getAttribute("loading"), img.getAttribute("fetchpriority")])).toEqual([
      ["eager", "high"],
      ["lazy", null],
      ["lazy", null],
    ]);
  });

  it("active: the time left and the end date in the long format", async () => {
    const expireAt = new Date(Date.now() + 12 * DAY + 3_600_000).toISOString();
    answer({
      list: page([
        accessEntry(1, "active", { expire_at: expireAt }),
        accessEntry(2, "active", { expire_at: new Date(Date.now() + 5 * 3_600_000 + 60_000).toISOString() }),
        accessEntry(3, "active"),
      ]),
    });
    await renderList();
    const [first, second, third] = await screen.findAllByRole("article");
    // Ending within 14 days: "ends in N days".
    expect(first).toHaveTextContent("Ends in 12 days");
    expect(first).toHaveTextContent(`Until ${formatLongDate(expireAt, "en")}`);
    expect(second).toHaveTextContent("5 hours left");
    expect(third).toHaveTextContent("Unlimited access");
    expect(first).toHaveTextContent("Available");
  });

  it("pending: awaiting approval, with the request date", async () => {
    answer({ list: page([accessEntry(2, "pending", { requested_at: "2024-03-03T10:00:00.000Z" })]) });
    await renderList();
    const card = await screen.findByRole("article");
    expect(card).toHaveTextContent("Awaiting approval");
    expect(card).toHaveTextContent("Requested on March 3, 2024");
  });

  it("refused: the refusal reason (or that none was given)", async () => {
    answer({ list: page([accessEntry(3, "refused", { refusal_reason: "Not a research project." }), accessEntry(5, "refused")]) });
    await renderList();
    const [withReason, without] = await screen.findAllByRole("article");
    expect(withReason).toHaveTextContent("Refused");
    expect(withReason).toHaveTextContent("Reason: Not a research project.");
    expect(without).toHaveTextContent("No reason was given.");
  });

  it("expired: marked, with its end date, and not playable", async () => {
    answer({ list: page([accessEntry(4, "expired", { expire_at: "2024-05-06T10:00:00.000Z" }), accessEntry(1, "active")]) });
    await renderList();
    const expired = (await screen.findAllByRole("article")).find((card) => card.dataset.status === "expired");
    expect(expired).toHaveTextContent("Expired");
    expect(expired).toHaveTextContent("Access expired on May 6, 2024");
    expect(expired).toHaveTextContent(en.myList.notPlayable);
    expect(expired?.querySelector("img")).toHaveClass("grayscale");
  });

  it("French page: French texts and the French long date", async () => {
    answer({
      list: page([
        accessEntry(4, "expired", { expire_at: "2024-05-06T10:00:00.000Z" }),
        accessEntry(1, "active", { expire_at: new Date(Date.now() + 2 * DAY + 3_600_000).toISOString() }),
      ]),
    });
    await renderList("fr");
    expect(await screen.findByText("Accès expiré le 6 mai 2024")).toBeInTheDocument();
    expect(screen.getByText("Se termine dans 2 jours")).toBeInTheDocument();
  });

  it("an empty list says so", async () => {
    answer({ list: page([]) });
    await renderList();
    expect(await screen.findByText(en.myList.empty)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Search the testimonies" })).toHaveAttribute("href", "/search");
  });

  it("signed-out visitors are sent to the login page, which brings them back", async () => {
    answer({
      me: () => {
        throw new ServerError({ status: 401, type: "not_authenticated", message: "no" });
      },
    });
    await renderList();
    await waitFor(() => expect(routerMock.replace).toHaveBeenCalledWith({ pathname: "/auth/login", query: { next: "/my-list" } }));
    expect(browserApi.request).not.toHaveBeenCalledWith("/items/access/", expect.anything(), expect.anything());
  });

  it("a failed load offers to try again", async () => {
    const u = userEvent.setup();
    let fail = true;
    answer({
      list: () => {
        if (fail) throw new ServerError({ status: 500, type: "server_error", message: "boom" });
        return { count: 0, results: [] };
      },
    });
    await renderList();
    expect(await screen.findByRole("alert")).toHaveTextContent(en.myList.error);
    fail = false;
    await u.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText(en.myList.empty)).toBeInTheDocument();
  });

  describe("given the list the page read on the server", () => {
    const requestedPaths = () => browserApi.request.mock.calls.map(([path]) => path as string);

    it("draws it at once, before the session check answers, and does not ask for it again", async () => {
      // The session check never answers: what shows can only be the server's list.
      browserApi.request.mockImplementation((path: string) =>
        path === "/auth/me/" ? new Promise(() => undefined) : Promise.reject(new Error(path)),
      );
      const now = new Date();
      await renderList("en", {
        entries: [
          accessEntry(1, "active", { expire_at: new Date(now.getTime() + 12 * DAY + 3_600_000).toISOString() }),
          accessEntry(2, "pending"),
        ],
        now: now.toISOString(),
      });
      expect(screen.getByRole("link", { name: "Testimony 1" })).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Testimony 2" })).toBeInTheDocument();
      expect(screen.queryByRole("status")).toBeNull();
      expect(requestedPaths()).toEqual(["/auth/me/"]);
    });

    it("counts the time left from the server's instant, so the browser draws what the server drew", async () => {
      answer({});
      const serverNow = new Date(Date.now() - 5 * DAY);
      const expireAt = new Date(serverNow.getTime() + 12 * DAY + 3_600_000).toISOString();
      await renderList("en", { entries: [accessEntry(1, "active", { expire_at: expireAt })], now: serverNow.toISOString() });
      expect(screen.getByRole("article")).toHaveTextContent("Ends in 12 days");
    });

    it("an empty list from the server says so without asking again", async () => {
      answer({});
      await renderList("en", { entries: [], now: new Date().toISOString() });
      expect(screen.getByText(en.myList.empty)).toBeInTheDocument();
      expect(requestedPaths()).not.toContain("/items/access/");
    });

    it("a session that ended since still goes to the login page", async () => {
      answer({
        me: () => {
          throw new ServerError({ status: 401, type: "not_authenticated", message: "no" });
        },
      });
      await renderList("en", { entries: [accessEntry(1, "pending")], now: new Date().toISOString() });
      await waitFor(() => expect(routerMock.replace).toHaveBeenCalledWith({ pathname: "/auth/login", query: { next: "/my-list" } }));
    });
  });
});
