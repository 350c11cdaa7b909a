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
  let n = 0;
  browserApi.request.mockImplementation(async (path: string) => {
    if (path !== SESSION_PATH) throw new ServerError({ status: 404, type: "not_found", message: path });
    const status = list[Math.min(n, list.length - 1)];
    n += 1;
    return checkoutSession({ status });
  });
}

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
    expect(toast.success).toHaveBeenCalledWith("Transaction completed successfully");
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
    expect(toast.success).toHaveBeenCalledWith("Transaction réalisée avec succès");
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
