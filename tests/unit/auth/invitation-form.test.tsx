import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { InvitationForm } from "@/components/auth/invitation-form";
import { ServerError } from "@/lib/api/errors";
import type { Invitation } from "@/lib/api/schemas";
import { CURRENT_USER_KEY } from "@/lib/auth/use-current-user";
import { renderAuth, routerMock } from "./test-utils";

jest.mock("@/lib/i18n/navigation", () => jest.requireActual("./test-utils").navigationMock);
jest.mock("@/lib/api/auth", () => jest.requireActual("./test-utils").authApiMock);
jest.mock("@/lib/api/browser", () => ({ browserApi: { request: jest.fn() } }));
jest.mock("swr", () => jest.requireActual("./test-utils").swrMock());

const api = jest.requireMock("@/lib/api/auth") as { getInvitation: jest.Mock; registerByInvitation: jest.Mock; login: jest.Mock };
const { mutate } = jest.requireMock("swr") as { mutate: jest.Mock };

const INVITATION_ID = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const ORG_FIELD = "1b4e28ba-2fa1-41d2-883f-0016d3cca427";
const ROLE_FIELD = "6fa459ea-ee8a-4ca4-894e-db77e160355e";
const invitation: Invitation = {
  uid: INVITATION_ID,
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@example.org",
  custom_fields: [
    { uid: ORG_FIELD, name: "Organisation", value: "Analytical Society" },
    { uid: ROLE_FIELD, name: "Role", value: "" },
  ],
};

beforeEach(() => jest.clearAllMocks());

const password1 = () => screen.getByLabelText(/^Password/);
const password2 = () => screen.getByLabelText(/^Confirm password/);

describe("InvitationForm", () => {
  it("shows a loading state, then the prefilled form with a read-only e-mail and the custom fields", async () => {
    api.getInvitation.mockResolvedValueOnce(invitation);
    renderAuth(<InvitationForm invitationId={INVITATION_ID} />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading your invitation…");
    expect(await screen.findByRole("textbox", { name: "First name" })).toHaveValue("Ada");
    expect(api.getInvitation).toHaveBeenCalledWith(expect.anything(), INVITATION_ID);
    expect(screen.getByRole("textbox", { name: "Last name" })).toHaveValue("Lovelace");
    const email = screen.getByRole("textbox", { name: "E-mail address" });
    expect(email).toHaveValue("ada@example.org");
    expect(email).toHaveAttribute("readonly");
    expect(screen.getByRole("textbox", { name: "Organisation" })).toHaveValue("Analytical Society");
    expect(screen.getByRole("textbox", { name: "Role" })).toHaveValue("");
    expect(screen.getAllByRole("button", { name: "Show password" })).toHaveLength(2);
    expect(screen.getAllByTestId("password-counter")[0]).toHaveTextContent("0 / 128");
  });

  it("goes home silently when the invitation cannot be fetched", async () => {
    api.getInvitation.mockRejectedValueOnce(new ServerError({ status: 404, type: "not_found", message: "Invitation not found." }));
    renderAuth(<InvitationForm invitationId={INVITATION_ID} />);
    await waitFor(() => expect(routerMock.replace).toHaveBeenCalledWith("/"));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("validates each field when it loses focus", async () => {
    api.getInvitation.mockResolvedValueOnce(invitation);
    const user = userEvent.setup();
    renderAuth(<InvitationForm invitationId={INVITATION_ID} />);
    const firstName = await screen.findByRole("textbox", { name: "First name" });
    await user.clear(firstName);
    await user.tab();
    expect(await screen.findByText("Required")).toBeInTheDocument();
    expect(firstName).toHaveAccessibleDescription("Required");
    await user.type(password1(), "short");
    await user.tab();
    expect(await screen.findByText("Minimum 8 characters")).toBeInTheDocument();
    expect(password1()).toHaveAttribute("aria-invalid", "true");
    await user.clear(password1());
    await user.type(password1(), "long-enough-1");
    await user.type(password2(), "long-enough-2");
    await user.tab();
    expect(await screen.findByText("Both passwords are not the same")).toBeInTheDocument();
  });

  it("creates the account with the custom fields by uid, signs in with the invitation's e-mail and goes home", async () => {
    api.getInvitation.mockResolvedValueOnce(invitation);
    api.registerByInvitation.mockResolvedValueOnce(undefined);
    api.login.mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    renderAuth(<InvitationForm invitationId={INVITATION_ID} />);
    await user.type(await screen.findByRole("textbox", { name: "Role" }), "Mathematician");
    await user.type(password1(), "analytical-engine");
    await user.type(password2(), "analytical-engine");
    await user.click(screen.getByRole("button", { name: "Create my account" }));
    await waitFor(() => expect(routerMock.push).toHaveBeenCalledWith("/"));
    expect(api.registerByInvitation).toHaveBeenCalledWith(expect.anything(), INVITATION_ID, {
      first_name: "Ada",
      last_name: "Lovelace",
      password1: "analytical-engine",
      password2: "analytical-engine",
      custom_fields: { [ORG_FIELD]: "Analytical Society", [ROLE_FIELD]: "Mathematician" },
    });
    expect(api.login).toHaveBeenCalledWith(expect.anything(), { email: "ada@example.org", password: "analytical-engine" });
    expect(mutate).toHaveBeenCalledWith(CURRENT_USER_KEY);
  });

  it("shows the server's password error under the field", async () => {
    api.getInvitation.mockResolvedValueOnce(invitation);
    api.registerByInvitation.mockRejectedValueOnce(
      new ServerError({
        status: 400,
        type: "validation_error",
        message: "Invalid input.",
        errors: { password1: ["This password is too common."] },
      }),
    );
    const user = userEvent.setup();
    renderAuth(<InvitationForm invitationId={INVITATION_ID} />);
    await user.type(await screen.findByLabelText(/^Password/), "password123");
    await user.type(password2(), "password123");
    await user.click(screen.getByRole("button", { name: "Create my account" }));
    expect(await screen.findByText("This password is too common.")).toBeInTheDocument();
    expect(password1()).toHaveAccessibleDescription("This password is too common.");
    expect(api.login).not.toHaveBeenCalled();
  });
});
