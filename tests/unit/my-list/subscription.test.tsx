import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SubscriptionView } from "@/components/account/subscription-view";
import { AccountMenu } from "@/components/layout/account-menu";
import { ServerError } from "@/lib/api/errors";
import type { User } from "@/lib/api/schemas";
import en from "@/messages/en.json";
import { intlRenderer } from "../helpers/intl";
import { routerMock } from "../helpers/navigation-mock";
import { installDomShims } from "../layout/test-utils";
import { subscription } from "../checkout/fixtures";

jest.mock("@/lib/api/browser", () => ({ browserApi: { request: jest.fn() } }));
jest.mock("@/lib/i18n/navigation", () => require("../helpers/navigation-mock").navigationMock);
jest.mock("@/components/ui/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const { browserApi } = jest.requireMock("@/lib/api/browser") as { browserApi: { request: jest.Mock } };
const { toast } = jest.requireMock("@/components/ui/toast") as { toast: { success: jest.Mock } };
const user: User = { uid: "u-1", first_name: "Ada", last_name: "Lovelace", email: "ada@example.org" };

const renderView = intlRenderer(
  { subscription: en.subscription, checkout: en.checkout, admin: en.admin, layout: en.layout },
  { swr: true },
);

function answer(routes: { me?: () => unknown; list?: () => unknown; cancel?: () => unknown }) {
  browserApi.request.mockImplementation(async (path: string) => {
    if (path === "/auth/me/") return (routes.me ?? (() => user))();
    if (path === "/billing/subscriptions/") return (routes.list ?? (() => ({ count: 1, results: [subscription()] })))();
    if (path === "/billing/subscriptions/sub-1/cancel/" && routes.cancel) return routes.cancel();
    throw new ServerError({ status: 404, type: "not_found", message: path });
  });
}

beforeAll(installDomShims);
beforeEach(() => jest.clearAllMocks());

describe("My subscription", () => {
  it("lists the plan, its price per month, its status and renewal date", async () => {
    answer({
      list: () => ({
        count: 2,
        results: [
          subscription(),
          subscription({
            uid: "sub-0",
            plan: { uid: "p0", name: "Yearly", amount: 9000, interval: "year" },
            status: "ended",
            current_period_end: "2025-12-01T10:00:00.000Z",
          }),
        ],
      }),
    });
    renderView(<SubscriptionView />);
    const [active, ended] = await screen.findAllByRole("article");
    expect(within(active!).getByRole("heading", { level: 2, name: "Researcher" })).toBeInTheDocument();
    expect(active).toHaveTextContent("€9.00 per month");
    expect(active).toHaveTextContent("Active");
    expect(active).toHaveTextContent("Renews on April 1, 2026");
    expect(within(active!).getByRole("button", { name: "Cancel my subscription to Researcher" })).toBeInTheDocument();
    expect(ended).toHaveTextContent("€90.00 per year");
    expect(ended).toHaveTextContent("Ended on December 1, 2025");
    expect(within(ended!).queryByRole("button")).not.toBeInTheDocument();
  });

  it("cancel: a confirmation, then the call; the row then says until when access lasts", async () => {
    const person = userEvent.setup();
    const cancel = jest.fn(() => subscription({ cancel_at_period_end: true }));
    answer({ cancel });
    renderView(<SubscriptionView />);
    await person.click(await screen.findByRole("button", { name: "Cancel my subscription to Researcher" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel your subscription?" });
    expect(dialog).toHaveAccessibleDescription("Your subscription to Researcher will not renew. You keep access until April 1, 2026.");
    expect(cancel).not.toHaveBeenCalled();
    await person.click(within(dialog).getByRole("button", { name: "Cancel my subscription" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(cancel).toHaveBeenCalledTimes(1);
    const row = screen.getByRole("article");
    expect(row).toHaveTextContent("Cancelled — access until April 1, 2026");
    expect(within(row).queryByRole("button")).not.toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith("Your subscription is cancelled. You keep access until April 1, 2026.");
  });

  it("keeping it makes no call; a failure keeps the dialog open with the reason", async () => {
    const person = userEvent.setup();
    const cancel = jest.fn(() => {
      throw new ServerError({ status: 500, type: "server_error", message: "boom" });
    });
    answer({ cancel });
    renderView(<SubscriptionView />);
    await person.click(await screen.findByRole("button", { name: "Cancel my subscription to Researcher" }));
    await person.click(await screen.findByRole("button", { name: "Keep my subscription" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(cancel).not.toHaveBeenCalled();
    await person.click(screen.getByRole("button", { name: "Cancel my subscription to Researcher" }));
    await person.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel my subscription" }));
    expect(await within(screen.getByRole("dialog")).findByRole("alert")).toHaveTextContent(en.subscription.dialog.failed);
    expect(screen.getByRole("article", { hidden: true })).toHaveTextContent("Renews on April 1, 2026");
  });

  it("no subscription: says so; signed out: to login", async () => {
    answer({ list: () => ({ count: 0, results: [] }) });
    const { unmount } = renderView(<SubscriptionView />);
    expect(await screen.findByText(en.subscription.empty)).toBeInTheDocument();
    unmount();
    answer({
      me: () => {
        throw new ServerError({ status: 401, type: "not_authenticated", message: "no" });
      },
    });
    renderView(<SubscriptionView />);
    await waitFor(() =>
      expect(routerMock.replace).toHaveBeenCalledWith({ pathname: "/auth/login", query: { next: "/account/subscription" } }),
    );
  });
});

describe("Account menu – My subscription", () => {
  it.each([
    { monetizationEnabled: true, authMethod: "users" as const, shown: true },
    { monetizationEnabled: false, authMethod: "users" as const, shown: false },
    // The shared account of a site-password site holds its subscriptions too.
    { monetizationEnabled: true, authMethod: "password" as const, shown: true },
  ])("monetization $monetizationEnabled, $authMethod: shown $shown", async ({ monetizationEnabled, authMethod, shown }) => {
    const person = userEvent.setup();
    renderView(<AccountMenu user={user} authMethod={authMethod} monetizationEnabled={monetizationEnabled} />);
    await person.click(screen.getByRole("button", { name: "Account" }));
    expect(await screen.findByRole("menuitem", { name: "My list" })).toBeInTheDocument();
    const link = screen.queryByRole("menuitem", { name: "My subscription" });
    if (shown) expect(link).toHaveAttribute("href", "/account/subscription");
    else expect(link).not.toBeInTheDocument();
  });
});
