import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminShell } from "@/components/admin/admin-shell";
import { OrdersView } from "@/components/admin/orders-view";
import { ServerError } from "@/lib/api/errors";
import en from "@/messages/en.json";
import { intlRenderer } from "../helpers/intl";
import { order } from "../checkout/fixtures";
import { installDomShims } from "./test-utils";

jest.mock("@/lib/i18n/navigation", () => require("./test-utils").navigationMock);
jest.mock("@/lib/api/browser", () => ({ browserApi: { request: jest.fn() } }));
jest.mock("@/components/ui/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const { browserApi } = jest.requireMock("@/lib/api/browser") as { browserApi: { request: jest.Mock } };
const { toast } = jest.requireMock("@/components/ui/toast") as { toast: { success: jest.Mock } };

const renderOrders = intlRenderer({ admin: en.admin, orders: en.orders, checkout: en.checkout }, { swr: true });

const plan = order({
  uid: "order-2",
  created_at: "2026-03-01T09:00:00.000Z",
  completed_at: "2026-03-01T09:00:30.000Z",
  buyer: { uid: "u-2", first_name: "Irena", last_name: "Sendler", email: "irena@example.org" },
  lines: [],
  plan: { uid: "plan-1", name: "Researcher", amount: 900, interval: "month" },
  amount: 900,
  provider: "stripe",
});
// A buyer of a shared-password site: known by the address given at checkout only (docs/buyers.md).
const refunded = order({
  uid: "order-3",
  status: "refunded",
  amount: 500,
  currency: "chf",
  buyer: { uid: "b-3", first_name: "", last_name: "", email: "buyer@example.org" },
  refunded_at: "2026-03-05T12:00:00.000Z",
});

function answer(refund?: () => unknown) {
  browserApi.request.mockImplementation(async (path: string) => {
    if (path === "/admin/orders/") return { count: 3, results: [order(), plan, refunded] };
    if (path === "/admin/orders/order-1/refund/" && refund) return refund();
    throw new ServerError({ status: 404, type: "not_found", message: path });
  });
}

beforeAll(installDomShims);
beforeEach(() => jest.clearAllMocks());

describe("OrdersView", () => {
  it("a table: date, buyer, lines or plan, amount, provider, status; Refund only on paid orders", async () => {
    answer();
    renderOrders(<OrdersView />);
    const table = await screen.findByRole("table", { name: "Orders, most recent first" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Date", "Buyer", "Purchase", "Amount", "Provider", "Status", "Actions"]);
    const [, first, second, third] = within(table).getAllByRole("row");
    expect(first).toHaveTextContent("Ada Lovelace");
    expect(first).toHaveTextContent("ada@example.org");
    expect(first).toHaveTextContent("Testimony 1");
    expect(first).toHaveTextContent("30 days of access · HD download");
    expect(first).toHaveTextContent("Unlimited · HD and source downloads");
    expect(first).toHaveTextContent("€17.50");
    expect(first).toHaveTextContent("Test checkout");
    expect(first).toHaveTextContent("Paid");
    expect(within(first!).getByText(/2026/).tagName).toBe("TIME");
    expect(within(first!).getByRole("button", { name: "Refund the order of Ada Lovelace (€17.50)" })).toBeInTheDocument();
    expect(second).toHaveTextContent("Subscription: Researcher");
    expect(second).toHaveTextContent("€9.00 per month");
    expect(second).toHaveTextContent("Stripe");
    expect(third).toHaveTextContent("CHF 5.00");
    expect(third).toHaveTextContent("Refunded");
    expect(third).toHaveTextContent("buyer@example.org");
    expect(within(third!).getByText("Refunded on March 5, 2026").tagName).toBe("TIME");
    expect(first).not.toHaveTextContent("Refunded on");
    expect(within(third!).queryByRole("button")).not.toBeInTheDocument();
  });

  it("refund: a confirmation, then the call; the row then shows Refunded", async () => {
    const person = userEvent.setup();
    const refund = jest.fn(() => order({ status: "refunded" }));
    answer(refund);
    renderOrders(<OrdersView />);
    await person.click(await screen.findByRole("button", { name: "Refund the order of Ada Lovelace (€17.50)" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund this order?" });
    expect(dialog).toHaveTextContent("€17.50 will be refunded to Ada Lovelace");
    expect(refund).not.toHaveBeenCalled();
    await person.click(within(dialog).getByRole("button", { name: "Refund" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(refund).toHaveBeenCalledTimes(1);
    const row = screen.getAllByRole("row")[1]!;
    expect(row).toHaveTextContent("Refunded");
    expect(within(row).queryByRole("button")).not.toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith("The order of Ada Lovelace was refunded.");
  });

  it("a failed refund keeps the dialog open with the reason", async () => {
    const person = userEvent.setup();
    answer(() => {
      throw new ServerError({ status: 502, type: "server_error", message: "boom" });
    });
    renderOrders(<OrdersView />);
    await person.click(await screen.findByRole("button", { name: /Refund the order of Ada/ }));
    await person.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Refund" }));
    expect(await within(screen.getByRole("dialog")).findByRole("alert")).toHaveTextContent(en.orders.dialog.failed);
  });

  it("the members' area has an Orders tab on sites with monetization", () => {
    const { unmount } = renderOrders(<AdminShell orders>content</AdminShell>);
    expect(screen.getByRole("link", { name: "Orders" })).toHaveAttribute("href", "/admin/orders");
    unmount();
    renderOrders(<AdminShell>content</AdminShell>);
    expect(screen.queryByRole("link", { name: "Orders" })).not.toBeInTheDocument();
  });
});
