import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import useSWR from "swr";
import { RequestsView } from "@/components/admin/requests-view";
import { ServerError } from "@/lib/api/errors";
import { adminRequest, installDomShims, INSTITUTION_UID, renderAdmin } from "./test-utils";

jest.mock("@/lib/i18n/navigation", () => require("./test-utils").navigationMock);
jest.mock("@/lib/api/browser", () => ({ browserApi: { request: jest.fn() } }));
jest.mock("@/lib/api/admin", () => ({
  ...jest.requireActual("@/lib/api/admin"),
  getAdminRequests: jest.fn(),
  getCustomFields: jest.fn(),
  decideRequestItem: jest.fn(),
}));
jest.mock("@/components/ui/toast", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const api = jest.requireMock("@/lib/api/admin") as {
  getAdminRequests: jest.Mock;
  getCustomFields: jest.Mock;
  decideRequestItem: jest.Mock;
};
const { browserApi } = jest.requireMock("@/lib/api/browser") as { browserApi: unknown };
const { toast } = jest.requireMock("@/components/ui/toast") as { toast: Record<"success" | "error" | "info", jest.Mock> };

const pending = adminRequest({ name: "Ada" });
const closed = adminRequest({
  name: "Boris",
  status: "closed",
  items: [
    {
      uid: "item-b",
      slug: "testimony-b",
      name: "Testimony B",
      status: "refused",
      reason: "Not yet cleared.",
      decided_at: "2026-03-03T09:00:00.000Z",
    },
  ],
});

beforeAll(installDomShims);
beforeEach(() => {
  jest.clearAllMocks();
  api.getAdminRequests.mockImplementation(async (_client: unknown, filter: string) =>
    filter === "closed" ? [closed] : filter === "pending" ? [pending] : [pending, closed],
  );
  api.getCustomFields.mockResolvedValue([{ uid: INSTITUTION_UID, name: "Institution" }]);
  api.decideRequestItem.mockImplementation(async (_c: unknown, _r: string, _i: string, input: { decision: string }) =>
    input.decision === "approve" ? "approved" : "refused",
  );
});

const card = async (name: string) =>
  (await screen.findByRole("heading", { level: 2, name: `Request from ${name} Lovelace` })).closest("article")!;

describe("RequestsView", () => {
  it("shows the pending requests first, each with the requester's profile, reason, details and items", async () => {
    renderAdmin(<RequestsView />);
    const article = await card("Ada");
    expect(api.getAdminRequests).toHaveBeenCalledWith(browserApi, "pending");
    expect(screen.getByRole("button", { name: "Pending" })).toHaveAttribute("aria-pressed", "true");
    const view = within(article);
    expect(view.getByText("Researcher")).toBeInTheDocument();
    expect(view.getByText("Ada studies oral history.")).toBeInTheDocument();
    expect(view.getByRole("link", { name: "ada@example.org" })).toHaveAttribute("href", "mailto:ada@example.org");
    expect(view.getByText("Phone").nextSibling).toHaveTextContent("0100000001");
    expect(view.getByText("Country").nextSibling).toHaveTextContent("France");
    expect(view.getByText("Institution").nextSibling).toHaveTextContent("Vilnius University");
    expect(view.getByText(/Requested on/)).toBeInTheDocument();
    expect(view.getByRole("link", { name: "Testimony Ada 1" })).toHaveAttribute("href", "/testimony-Ada-1");
    expect(view.getAllByText("Pending", { selector: "span" }).length).toBeGreaterThanOrEqual(2);
  });

  it("keeps the server's order (pending first) under All, and shows refusal reasons of closed requests", async () => {
    const user = userEvent.setup();
    renderAdmin(<RequestsView />);
    await card("Ada");
    await user.click(screen.getByRole("button", { name: "All" }));
    const closedCard = await card("Boris");
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(["Request from Ada Lovelace", "Request from Boris Lovelace"]);
    expect(within(closedCard).getByText("Reason given: Not yet cleared.")).toBeInTheDocument();
    expect(within(closedCard).queryByRole("button", { name: /Approve/ })).not.toBeInTheDocument();
    expect(api.getAdminRequests).toHaveBeenCalledWith(browserApi, "all");
  });

  it("approves an item at once, says so, and reloads the list", async () => {
    const user = userEvent.setup();
    renderAdmin(<RequestsView />);
    await card("Ada");
    const calls = api.getAdminRequests.mock.calls.length;
    await user.click(screen.getByRole("button", { name: "Approve Testimony Ada 1" }));
    await waitFor(() => expect(api.decideRequestItem).toHaveBeenCalledWith(browserApi, "req-Ada", "item-Ada-1", { decision: "approve" }));
    expect(toast.success).toHaveBeenCalledWith("Access to “Testimony Ada 1” granted for 3 months. The requester has been e-mailed.");
    await waitFor(() => expect(api.getAdminRequests.mock.calls.length).toBeGreaterThan(calls));
  });

  it("refuses an item with the reason typed in the dialog", async () => {
    const user = userEvent.setup();
    renderAdmin(<RequestsView />);
    await card("Ada");
    await user.click(screen.getByRole("button", { name: "Refuse Testimony Ada 2" }));
    const dialog = await screen.findByRole("dialog", { name: "Refuse access" });
    expect(dialog).toHaveAccessibleDescription(/Refuse Ada Lovelace access to “Testimony Ada 2”/);
    await user.type(within(dialog).getByLabelText("Reason (optional)"), "  The family asked us to wait.  ");
    await user.click(within(dialog).getByRole("button", { name: "Refuse access" }));
    await waitFor(() =>
      expect(api.decideRequestItem).toHaveBeenCalledWith(browserApi, "req-Ada", "item-Ada-2", {
        decision: "refuse",
        reason: "The family asked us to wait.",
      }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith("Access to “Testimony Ada 2” refused. The requester has been e-mailed.");
  });

  it("keeps the dialog open when the refusal fails, to try again", async () => {
    api.decideRequestItem.mockRejectedValueOnce(new ServerError({ status: 500, type: "server_error", message: "x" }));
    const user = userEvent.setup();
    renderAdmin(<RequestsView />);
    await card("Ada");
    await user.click(screen.getByRole("button", { name: "Refuse Testimony Ada 2" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Refuse access" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("The decision could not be saved. Please try again."));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("says an item was already decided (409) and reloads the list", async () => {
    api.decideRequestItem.mockRejectedValueOnce(
      new ServerError({ status: 409, type: "already_decided", message: "This item has already been decided." }),
    );
    const user = userEvent.setup();
    renderAdmin(<RequestsView />);
    await card("Ada");
    const calls = api.getAdminRequests.mock.calls.length;
    await user.click(screen.getByRole("button", { name: "Approve Testimony Ada 1" }));
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith(expect.stringContaining("already been decided")));
    expect(toast.success).not.toHaveBeenCalled();
    await waitFor(() => expect(api.getAdminRequests.mock.calls.length).toBeGreaterThan(calls));
  });

  it("says when nothing is pending, and offers a retry when the list fails", async () => {
    api.getAdminRequests.mockResolvedValueOnce([]);
    const { unmount } = renderAdmin(<RequestsView />);
    expect(await screen.findByText("No request is waiting for a decision.")).toBeInTheDocument();
    unmount();
    api.getAdminRequests.mockRejectedValueOnce(new Error("down"));
    const user = userEvent.setup();
    renderAdmin(<RequestsView />);
    expect(await screen.findByRole("alert")).toHaveTextContent("The requests could not be loaded.");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await card("Ada")).toBeInTheDocument();
  });

  it("re-reads the user when the API says the session is gone (the gate then sends them to log in)", async () => {
    const readMe = jest.fn().mockResolvedValue({ uid: "m" });
    function UserProbe() {
      useSWR("/auth/me/", readMe);
      return null;
    }
    api.getAdminRequests.mockRejectedValue(
      new ServerError({ status: 401, type: "authentication_failed", message: "Invalid or expired session." }),
    );
    renderAdmin(
      <>
        <UserProbe />
        <RequestsView />
      </>,
    );
    await waitFor(() => expect(readMe).toHaveBeenCalledTimes(2));
  });
});
