import { act, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { SWRConfig } from "swr";
import { PaymentSuccessView } from "@/components/checkout/payment-success-view";
import { FULFILMENT_WAIT_MS, type CheckoutSession } from "@/lib/api/billing";
import { ServerError } from "@/lib/api/errors";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import { routerMock } from "../helpers/navigation-mock";
import { checkoutSession, SESSION_UID } from "./fixtures";

jest.mock("@/lib/api/browser", () => ({ browserApi: { request: jest.fn() } }));
jest.mock("@/lib/i18n/navigation", () => require("../helpers/navigation-mock").navigationMock);
const search = { current: new URLSearchParams() };
jest.mock("next/navigation", () => ({ useSearchParams: () => search.current }));
jest.mock("@/components/ui/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const { browserApi } = jest.requireMock("@/lib/api/browser") as { browserApi: { request: jest.Mock } };
const { toast } = jest.requireMock("@/components/ui/toast") as { toast: { success: jest.Mock } };
const SESSION_PATH = `/billing/sessions/${SESSION_UID}/`;

/** Answers the statuses in turn (the last one repeats). */
function statuses(...list: CheckoutSession["status"][]) {
  sessions(...list.map((status) => checkoutSession({ status })));
}

function sessions(...list: CheckoutSession[]) {
  let n = 0;
  browserApi.request.mockImplementation(async (path: string) => {
    if (path !== SESSION_PATH) throw new ServerError({ status: 404, type: "not_found", message: path });
    const session = list[Math.min(n, list.length - 1)];
    n += 1;
    return session;
  });
}

/** The toast's "Watch now": its label, and where pressing it goes. */
function watchNow(): { label: string; path: unknown } {
  const options = toast.success.mock.calls[0]?.[1] as { action: { label: string; onClick: () => void } };
  routerMock.push.mockClear();
  options.action.onClick();
  return { label: options.action.label, path: routerMock.push.mock.calls[0]?.[0] };
}

const storedCart = () => JSON.parse(window.localStorage.getItem("cart") ?? "null") as unknown;

const sessionReads = () => browserApi.request.mock.calls.filter(([path]) => path === SESSION_PATH).length;

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

async function show(locale: "en" | "fr" = "en", query = `session_id=${SESSION_UID}`) {
  search.current = new URLSearchParams(query);
  render(
    <NextIntlClientProvider locale={locale} messages={{ checkout: (locale === "en" ? en : fr).checkout }} timeZone="Europe/Paris">
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <PaymentSuccessView />
      </SWRConfig>
    </NextIntlClientProvider>,
  );
  await advance(0);
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.useFakeTimers();
  window.localStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe("Payment success", () => {
  it("polls every second until complete, then after 2000 ms goes home with the toast", async () => {
    statuses("open", "processing", "complete");
    await show();
    expect(screen.getByRole("status")).toHaveTextContent(en.checkout.success.inProgress);
    expect(sessionReads()).toBe(1);
    await advance(1000);
    expect(sessionReads()).toBe(2);
    await advance(1000);
    expect(sessionReads()).toBe(3);
    expect(screen.getByRole("status")).toHaveTextContent(en.checkout.success.complete);
    await advance(1999);
    expect(routerMock.push).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
    await advance(1);
    expect(routerMock.push).toHaveBeenCalledWith("/");
    expect(toast.success).toHaveBeenCalledWith("Transaction completed successfully", expect.anything());
    // The toast leads to what was bought: the first line's item.
    expect(watchNow()).toEqual({ label: "Watch now", path: "/testimony-1" });
    // Complete: no more reads.
    const reads = sessionReads();
    await advance(5000);
    expect(sessionReads()).toBe(reads);
    expect(routerMock.push).toHaveBeenCalledTimes(1);
  });

  it("French page: the French toast", async () => {
    statuses("complete");
    await show("fr");
    expect(screen.getByRole("status")).toHaveTextContent(fr.checkout.success.complete);
    await advance(2000);
    expect(routerMock.push).toHaveBeenCalledWith("/");
    expect(toast.success).toHaveBeenCalledWith("Transaction réalisée avec succès", expect.anything());
    expect(watchNow().label).toBe("Regarder");
  });

  it("a plan's toast leads to My List", async () => {
    sessions(
      checkoutSession({
        status: "complete",
        type: "subscription",
        lines: [],
        plan: { uid: "p", name: "Researcher", amount: 900, interval: "month" },
      }),
    );
    await show();
    await advance(2000);
    expect(watchNow()).toEqual({ label: "Watch now", path: "/my-list" });
  });

  it("the cart lets go of what was bought once the session is complete, not before", async () => {
    window.localStorage.setItem("cart", JSON.stringify({ "item-1": "price-1", "item-2": "price-2", "item-3": "price-3" }));
    statuses("open", "complete");
    await show();
    expect(storedCart()).toEqual({ "item-1": "price-1", "item-2": "price-2", "item-3": "price-3" });
    await advance(1000);
    expect(storedCart()).toEqual({ "item-3": "price-3" });
  });

  it("a failed payment leaves the cart as it was", async () => {
    window.localStorage.setItem("cart", JSON.stringify({ "item-1": "price-1" }));
    statuses("failed");
    await show();
    await advance(3000);
    expect(storedCart()).toEqual({ "item-1": "price-1" });
  });

  it.each([
    ["failed", en.checkout.success.failed],
    ["expired", en.checkout.success.expired],
    ["refunded", en.checkout.success.refunded],
  ] as const)("%s: says so, stops polling, no redirect", async (status, text) => {
    statuses("processing", status);
    await show();
    await advance(1000);
    expect(screen.getByRole("status")).toHaveTextContent(text);
    const reads = sessionReads();
    await advance(5000);
    expect(sessionReads()).toBe(reads);
    expect(routerMock.push).not.toHaveBeenCalled();
    expect(screen.getByRole("link", { name: en.checkout.success.home })).toHaveAttribute("href", "/");
  });

  it("still processing after 30 s: validation is taking longer, with a link to My List", async () => {
    statuses("processing");
    await show();
    await advance(FULFILMENT_WAIT_MS - 1000);
    expect(screen.getByRole("status")).toHaveTextContent(en.checkout.success.inProgress);
    await advance(1000);
    expect(screen.getByRole("status")).toHaveTextContent(en.checkout.success.slow);
    expect(screen.getByRole("link", { name: en.checkout.success.toMyList })).toHaveAttribute("href", "/my-list");
    const reads = sessionReads();
    expect(reads).toBeGreaterThanOrEqual(25);
    expect(reads).toBeLessThanOrEqual(31);
    await advance(10_000);
    expect(sessionReads()).toBe(reads);
    expect(routerMock.push).not.toHaveBeenCalled();
  });

  it("without session_id: a clear message, no call", async () => {
    statuses("complete");
    await show("en", "");
    expect(screen.getByRole("status")).toHaveTextContent(en.checkout.success.missing);
    expect(browserApi.request).not.toHaveBeenCalled();
  });
});
