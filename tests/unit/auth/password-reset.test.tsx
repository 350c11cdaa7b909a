import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PasswordResetConfirm } from "@/components/auth/password-reset-confirm";
import { PasswordResetConfirmForm } from "@/components/auth/password-reset-confirm-form";
import { PasswordResetRequestForm } from "@/components/auth/password-reset-request-form";
import { ServerError } from "@/lib/api/errors";
import { renderAuth } from "./test-utils";

jest.mock("@/lib/i18n/navigation", () => jest.requireActual("./test-utils").navigationMock);
jest.mock("@/lib/api/auth", () => jest.requireActual("./test-utils").authApiMock);
jest.mock("@/lib/api/browser", () => ({ browserApi: { request: jest.fn() } }));
jest.mock("next/navigation", () => ({ useSearchParams: jest.fn() }));

const api = jest.requireMock("@/lib/api/auth") as { requestPasswordReset: jest.Mock; confirmPasswordReset: jest.Mock };
const { useSearchParams } = jest.requireMock("next/navigation") as { useSearchParams: jest.Mock };

const TOKEN = "dGhpcy1pcy1hLXJlc2V0LXRva2VuLW9mLTQzLWNoYXJz";
const INVALID_LINK = "The password reset link was invalid, possibly because it has already been used. Please request a new password reset.";

beforeEach(() => jest.clearAllMocks());

describe("PasswordResetRequestForm (step 1)", () => {
  const email = () => screen.getByRole("textbox", { name: "E-mail address" });
  const submit = () => screen.getByRole("button", { name: "Send the link" });

  it("keeps the button disabled while the e-mail is empty, and links back to login", async () => {
    const user = userEvent.setup();
    renderAuth(<PasswordResetRequestForm />);
    expect(submit()).toBeDisabled();
    await user.type(email(), "a");
    expect(submit()).toBeEnabled();
    await user.clear(email());
    expect(submit()).toBeDisabled();
    expect(screen.getByRole("link", { name: "Back to login" })).toHaveAttribute("href", "/auth/login");
  });

  it("says 'Invalid email' for anything but text@text", async () => {
    const user = userEvent.setup();
    renderAuth(<PasswordResetRequestForm />);
    await user.type(email(), "ada.example.org");
    await user.tab();
    expect(await screen.findByText("Invalid email")).toBeInTheDocument();
    expect(email()).toHaveAccessibleDescription("Invalid email");
    await user.click(submit());
    expect(api.requestPasswordReset).not.toHaveBeenCalled();
  });

  it("replaces the form with the message on success", async () => {
    let resolve: () => void = () => {};
    api.requestPasswordReset.mockReturnValueOnce(new Promise<void>((r) => (resolve = r)));
    const user = userEvent.setup();
    renderAuth(<PasswordResetRequestForm />);
    await user.type(email(), "ada@example.org");
    await user.click(submit());
    expect(await screen.findByRole("button", { name: "Sending…" })).toBeDisabled();
    resolve();
    expect(await screen.findByText(/If an account exists for this address, we have sent a link/)).toBeInTheDocument();
    expect(api.requestPasswordReset).toHaveBeenCalledWith(expect.anything(), "ada@example.org");
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Check your mailbox" })).toHaveFocus();
  });
});

describe("PasswordResetConfirmForm (step 2)", () => {
  const newPassword = () => screen.getByLabelText(/^New password/);
  const confirmation = () => screen.getByLabelText(/^Confirm the new password/);
  const submit = () => screen.getByRole("button", { name: "Save the new password" });

  it("shows the invalid-link text at once when there is no token", () => {
    renderAuth(<PasswordResetConfirmForm token={null} />);
    expect(screen.getByRole("alert")).toHaveTextContent(INVALID_LINK);
    expect(screen.getByRole("link", { name: "Request a new link" })).toHaveAttribute("href", "/auth/password-reset-1");
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it("requires 8 characters and the same confirmation", async () => {
    const user = userEvent.setup();
    renderAuth(<PasswordResetConfirmForm token={TOKEN} />);
    expect(newPassword()).toHaveAccessibleDescription("Minimum 8 characters");
    await user.type(newPassword(), "short");
    await user.type(confirmation(), "shorter");
    await user.click(submit());
    expect(await screen.findByText("Both passwords are not the same")).toBeInTheDocument();
    expect(newPassword()).toHaveAttribute("aria-invalid", "true");
    expect(newPassword()).toHaveAccessibleDescription("Minimum 8 characters");
    expect(api.confirmPasswordReset).not.toHaveBeenCalled();
  });

  it("shows the invalid-link text when the server refuses the token", async () => {
    api.confirmPasswordReset.mockRejectedValueOnce(new ServerError({ status: 400, type: "invalid_token", message: "Le lien…" }));
    const user = userEvent.setup();
    renderAuth(<PasswordResetConfirmForm token={TOKEN} />);
    await user.type(newPassword(), "a-new-password");
    await user.type(confirmation(), "a-new-password");
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent(INVALID_LINK);
    expect(screen.getByRole("link", { name: "Request a new link" })).toBeInTheDocument();
  });

  it("confirms the change with a button to login", async () => {
    api.confirmPasswordReset.mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    renderAuth(<PasswordResetConfirmForm token={TOKEN} />);
    await user.type(newPassword(), "a-new-password");
    await user.type(confirmation(), "a-new-password");
    await user.click(submit());
    expect(await screen.findByText("Your password has been changed. You can now log in with it.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/auth/login");
    expect(api.confirmPasswordReset).toHaveBeenCalledWith(expect.anything(), {
      token: TOKEN,
      password1: "a-new-password",
      password2: "a-new-password",
    });
  });

  it("reads the token from ?token=", async () => {
    useSearchParams.mockReturnValue(new URLSearchParams(`token=${TOKEN}`));
    api.confirmPasswordReset.mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    renderAuth(<PasswordResetConfirm />);
    await user.type(newPassword(), "a-new-password");
    await user.type(confirmation(), "a-new-password");
    await user.click(submit());
    await waitFor(() =>
      expect(api.confirmPasswordReset).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ token: TOKEN })),
    );
  });

  it("without ?token= shows the invalid-link text", () => {
    useSearchParams.mockReturnValue(new URLSearchParams(""));
    renderAuth(<PasswordResetConfirm />);
    expect(screen.getByRole("alert")).toHaveTextContent(INVALID_LINK);
  });
});
