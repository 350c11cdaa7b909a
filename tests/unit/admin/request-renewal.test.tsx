// The members' requests view shows a renewal as such, each item with the decision it renews (who
// approved it, when) and when that access ends, so the member decides again knowing the first answer.
import { screen, within } from "@testing-library/react";
import { RequestsView } from "@/components/admin/requests-view";
import { formatLongDate } from "@/lib/format";
import { formatDateTime } from "@/lib/format-account";
import { adminRequest, installDomShims, renderAdmin } from "./test-utils";

jest.mock("@/lib/i18n/navigation", () => require("./test-utils").navigationMock);
jest.mock("@/lib/api/browser", () => ({ browserApi: { request: jest.fn() } }));
jest.mock("@/lib/api/admin", () => ({
  ...jest.requireActual("@/lib/api/admin"),
  getAdminRequests: jest.fn(),
  getCustomFields: jest.fn(),
}));

const api = jest.requireMock("@/lib/api/admin") as { getAdminRequests: jest.Mock; getCustomFields: jest.Mock };

const DECIDED = "2026-01-10T09:30:00.000Z";
const ENDS = "2099-04-10T09:30:00.000Z";
const renewal = adminRequest({
  name: "Rita",
  is_renewal: true,
  items: [
    {
      uid: "item-r",
      slug: "testimony-r",
      name: "Testimony R",
      status: "pending",
      reason: null,
      decided_at: null,
      renews: { status: "approved", decided_by: "Demo Member", decided_at: DECIDED, ends_at: ENDS },
    },
  ],
});
const plain = adminRequest({ name: "Ada" });

beforeAll(installDomShims);
beforeEach(() => {
  api.getAdminRequests.mockResolvedValue([renewal, plain]);
  api.getCustomFields.mockResolvedValue([]);
});

const card = async (name: string) =>
  (await screen.findByRole("heading", { level: 2, name: `Request from ${name} Lovelace` })).closest("article")!;

it("marks the renewal and shows the earlier decision beside its item; other requests carry neither", async () => {
  renderAdmin(<RequestsView />);
  const renewed = await card("Rita");
  expect(within(renewed).getByText("Renewal")).toBeInTheDocument();
  expect(within(renewed).getByTestId("earlier-decision")).toHaveTextContent(
    `Earlier decision: approved by Demo Member on ${formatDateTime(DECIDED, "en")}`,
  );
  expect(within(renewed).getByTestId("earlier-decision")).toHaveTextContent(`Current access ends on ${formatLongDate(ENDS, "en")}`);
  // Still decided like any request.
  expect(within(renewed).getByRole("button", { name: "Approve Testimony R" })).toBeInTheDocument();

  const other = await card("Ada");
  expect(within(other).queryByText("Renewal")).toBeNull();
  expect(within(other).queryByTestId("earlier-decision")).toBeNull();
});
