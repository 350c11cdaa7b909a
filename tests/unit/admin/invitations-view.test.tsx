import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { InvitationsView } from "@/components/admin/invitations-view";
import type { AdminInvitation } from "@/lib/api/admin";
import { ServerError } from "@/lib/api/errors";
import { INSTITUTION_UID, renderAdmin } from "./test-utils";

jest.mock("@/lib/api/browser", () => ({ browserApi: { request: jest.fn() } }));
jest.mock("@/lib/api/admin", () => ({
  ...jest.requireActual("@/lib/api/admin"),
  getCustomFields: jest.fn(),
  getInvitations: jest.fn(),
  createInvitation: jest.fn(),
}));
jest.mock("@/components/ui/toast", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const api = jest.requireMock("@/lib/api/admin") as { getCustomFields: jest.Mock; getInvitations: jest.Mock; createInvitation: jest.Mock };
const { browserApi } = jest.requireMock("@/lib/api/browser") as { browserApi: unknown };
const { toast } = jest.requireMock("@/components/ui/toast") as { toast: Record<"success" | "error", jest.Mock> };

const DAY = 86_400_000;
const invitation = (name: string, overrides: Partial<AdminInvitation>): AdminInvitation => ({
  uid: `inv-${name}`,
  email: `${name.toLowerCase()}@example.org`,
  first_name: name,
  last_name: "Guest",
  accepted_at: null,
  expires_at: new Date(Date.now() + 10 * DAY).toISOString(),
  ...overrides,
});
const URL = "http://localhost:3000/auth/register/inv-new";

beforeEach(() => {
  jest.clearAllMocks();
  api.getCustomFields.mockResolvedValue([{ uid: INSTITUTION_UID, name: "Institution" }]);
  api.getInvitations.mockResolvedValue([
    invitation("Pia", {}),
    invitation("Alf", { accepted_at: new Date(Date.now() - DAY).toISOString() }),
    invitation("Eve", { expires_at: new Date(Date.now() - DAY).toISOString() }),
  ]);
  api.createInvitation.mockImplementation(async (_c: unknown, input: { email: string; first_name: string; last_name: string }) => ({
    uid: "inv-new",
    email: input.email,
    first_name: input.first_name,
    last_name: input.last_name,
    url: URL,
    expires_at: new Date(Date.now() + 30 * DAY).toISOString(),
  }));
});

async function fill(user: ReturnType<typeof userEvent.setup>, email = "irena@example.org") {
  await user.type(await screen.findByLabelText("First name"), "Irena");
  await user.type(screen.getByLabelText("Last name"), "Invited");
  await user.type(screen.getByLabelText("E-mail address"), email);
}

describe("InvitationsView", () => {
  it("lists the invitations with their state", async () => {
    renderAdmin(<InvitationsView />);
    const list = within((await screen.findByText("Pia Guest")).closest("ul")!);
    const stateOf = (name: string) => within(list.getByText(`${name} Guest`).closest("li")!);
    expect(stateOf("Pia").getByText("Pending")).toBeInTheDocument();
    expect(stateOf("Pia").getByText(/^Expires on/)).toBeInTheDocument();
    expect(stateOf("Alf").getByText("Accepted")).toBeInTheDocument();
    expect(stateOf("Eve").getByText("Expired")).toBeInTheDocument();
  });

  it("validates the form before sending anything", async () => {
    const user = userEvent.setup();
    renderAdmin(<InvitationsView />);
    await user.click(await screen.findByRole("button", { name: "Create the invitation" }));
    expect(await screen.findAllByText("Required")).toHaveLength(3);
    expect(screen.getByLabelText("First name")).toHaveAttribute("aria-invalid", "true");
    await user.type(screen.getByLabelText("E-mail address"), "not-an-email");
    await user.tab();
    expect(await screen.findByText("Invalid email")).toBeInTheDocument();
    expect(api.createInvitation).not.toHaveBeenCalled();
  });

  it("creates the invitation with the custom fields, then shows its link with a copy button", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderAdmin(<InvitationsView />);
    await fill(user);
    await user.type(await screen.findByLabelText("Institution"), "Vilnius University");
    await user.click(screen.getByRole("button", { name: "Create the invitation" }));

    await waitFor(() =>
      expect(api.createInvitation).toHaveBeenCalledWith(browserApi, {
        first_name: "Irena",
        last_name: "Invited",
        email: "irena@example.org",
        custom_fields: { [INSTITUTION_UID]: "Vilnius University" },
      }),
    );
    const link = await screen.findByLabelText("Invitation link for irena@example.org");
    expect(link).toHaveValue(URL);
    expect(link).toHaveFocus();
    expect(toast.success).toHaveBeenCalledWith("Invitation created for irena@example.org; it has been e-mailed.");
    expect(screen.getByLabelText("First name")).toHaveValue("");
    await waitFor(() => expect(api.getInvitations).toHaveBeenCalledTimes(2));

    await user.click(screen.getByRole("button", { name: "Copy the link" }));
    expect(writeText).toHaveBeenCalledWith(URL);
    expect(toast.success).toHaveBeenLastCalledWith("Link copied.");
  });

  it("shows the server's reason under the e-mail field when the address already has an account", async () => {
    api.createInvitation.mockRejectedValueOnce(
      new ServerError({
        status: 400,
        type: "validation_error",
        message: "Invalid input.",
        errors: { email: ["A user with this e-mail address already exists."] },
      }),
    );
    const user = userEvent.setup();
    renderAdmin(<InvitationsView />);
    await fill(user, "student@example.org");
    await user.click(screen.getByRole("button", { name: "Create the invitation" }));
    expect(await screen.findByText("A user with this e-mail address already exists.")).toBeInTheDocument();
    expect(screen.getByLabelText("E-mail address")).toHaveAccessibleDescription("A user with this e-mail address already exists.");
    expect(toast.error).toHaveBeenCalledWith("The invitation could not be created.");
    expect(screen.queryByLabelText(/Invitation link/)).not.toBeInTheDocument();
  });
});
