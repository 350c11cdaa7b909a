import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LoginForm } from "@/components/auth/login-form";
import { ServerError } from "@/lib/api/errors";
import { CURRENT_USER_KEY } from "@/lib/auth/use-current-user";
import { renderAuth, routerMock } from "./test-utils";

jest.mock("@/lib/i18n/navigation", () => jest.requireActual("./test-utils").navigationMock);
jest.mock("@/lib/api/auth", () => jest.requireActual("./test-utils").authApiMock);
jest.mock("@/lib/api/browser", () => ({ browserApi: { request: jest.fn() } }));
jest.mock("swr", () => jest.requireActual("./test-utils").swrMock());

const { login } = jest.requireMock("@/lib/api/auth") as { login: jest.Mock };
const { mutate } = jest.requireMock("swr") as { mutate: jest.Mock };

const invalid = () => new ServerError({ status: 400, type: "invalid_credentials", message: "Identifiants invalides." });

beforeEach(() => {
  jest.clearAllMocks();
  window.history.replaceState(null, "", "/auth/login");
});

const emailBox = () => screen.getByRole("textbox", { name: "E-mail address" });
const passwordBox = () => screen.getByLabelText(/^Password/);

describe("LoginForm, users method", () => {
  it("shows e-mail, password, the forgot link and, when allowed, the create-account link", () => {
    renderAuth(<LoginForm method="users" registrationEnabled />);
    expect(screen.getByRole("heading", { level: 1, name: "Log in" })).toBeInTheDocument();
    expect(emailBox()).toHaveAttribute("type", "email");
    expect(passwordBox()).toHaveAttribute("type", "password");
    expect(screen.getByRole("link", { name: "Forgot password" })).toHaveAttribute("href", "/auth/password-reset-1");
    expect(screen.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/auth/register");
  });

  it("hides the create-account link when registration is disabled", () => {
    renderAuth(<LoginForm method="users" registrationEnabled={false} />);
    expect(screen.queryByText("Create an account")).not.toBeInTheDocument();
  });

  it("requires both fields", async () => {
    const user = userEvent.setup();
    renderAuth(<LoginForm method="users" registrationEnabled />);
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findAllByText("Required")).toHaveLength(2);
    expect(emailBox()).toHaveAttribute("aria-invalid", "true");
    expect(emailBox()).toHaveAccessibleDescription("Required");
    expect(passwordBox()).toHaveAccessibleDescription("Required");
    expect(login).not.toHaveBeenCalled();
  });

  it("shows the translated 'Invalid credentials.' and re-enables the button", async () => {
    login.mockRejectedValueOnce(invalid());
    const user = userEvent.setup();
    renderAuth(<LoginForm method="users" registrationEnabled />);
    await user.type(emailBox(), "ada@example.org");
    await user.type(passwordBox(), "wrong-password");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid credentials.");
    expect(screen.getByRole("button", { name: "Log in" })).toBeEnabled();
    expect(routerMock.push).not.toHaveBeenCalled();
  });

  it("shows the server's message when throttled", async () => {
    login.mockRejectedValueOnce(
      new ServerError({ status: 429, type: "throttled", message: "Too many attempts. Please try again in 60 seconds." }),
    );
    const user = userEvent.setup();
    renderAuth(<LoginForm method="users" registrationEnabled />);
    await user.type(emailBox(), "ada@example.org");
    await user.type(passwordBox(), "secret-password");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many attempts. Please try again in 60 seconds.");
  });

  it("disables the button while signing in", async () => {
    let resolve: () => void = () => {};
    login.mockReturnValueOnce(new Promise<void>((r) => (resolve = r)));
    const user = userEvent.setup();
    renderAuth(<LoginForm method="users" registrationEnabled />);
    await user.type(emailBox(), "ada@example.org");
    await user.type(passwordBox(), "secret-password");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByRole("button", { name: "Logging in…" })).toBeDisabled();
    resolve();
    await waitFor(() => expect(routerMock.push).toHaveBeenCalled());
  });

  it("signs in, refreshes the current user and goes to a same-site `next`", async () => {
    window.history.replaceState(null, "", "/auth/login?next=%2Fmy-list");
    login.mockResolvedValueOnce(undefined);
    const onSuccess = jest.fn();
    const user = userEvent.setup();
    renderAuth(<LoginForm method="users" registrationEnabled onSuccess={onSuccess} />);
    await user.type(emailBox(), "ada@example.org");
    await user.type(passwordBox(), "secret-password");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(routerMock.push).toHaveBeenCalledWith("/my-list"));
    expect(login).toHaveBeenCalledWith(expect.anything(), { email: "ada@example.org", password: "secret-password" });
    expect(mutate).toHaveBeenCalledWith(CURRENT_USER_KEY);
    expect(routerMock.refresh).toHaveBeenCalled();
    expect(onSuccess).toHaveBeenCalled();
  });

  it("ignores a `next` that leaves the site", async () => {
    window.history.replaceState(null, "", "/auth/login?next=%2F%2Fevil.com");
    login.mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    renderAuth(<LoginForm method="users" registrationEnabled />);
    await user.type(emailBox(), "ada@example.org");
    await user.type(passwordBox(), "secret-password");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(routerMock.push).toHaveBeenCalledWith("/"));
  });

  it("embedded: hands over to onSuccess / onRegister without navigating", async () => {
    login.mockResolvedValueOnce(undefined);
    const onSuccess = jest.fn();
    const onRegister = jest.fn();
    const user = userEvent.setup();
    renderAuth(<LoginForm method="users" registrationEnabled embedded onSuccess={onSuccess} onRegister={onRegister} />);
    expect(screen.getByRole("heading", { level: 2, name: "Log in" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create an account" }));
    expect(onRegister).toHaveBeenCalled();
    await user.type(emailBox(), "ada@example.org");
    await user.type(passwordBox(), "secret-password");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(mutate).toHaveBeenCalledWith(CURRENT_USER_KEY);
    expect(routerMock.push).not.toHaveBeenCalled();
  });

  it("toggles the password's visibility", async () => {
    const user = userEvent.setup();
    renderAuth(<LoginForm method="users" registrationEnabled />);
    const toggle = screen.getByRole("button", { name: "Show password" });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(passwordBox()).toHaveAttribute("type", "text");
  });
});

describe("LoginForm, password method", () => {
  it("has no e-mail field, no forgot link and no create-account link", () => {
    renderAuth(<LoginForm method="password" registrationEnabled />);
    expect(screen.queryByRole("textbox", { name: "E-mail address" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Forgot password" })).not.toBeInTheDocument();
    expect(screen.queryByText("Create an account")).not.toBeInTheDocument();
    expect(passwordBox()).toBeInTheDocument();
  });

  it("sends only the password and shows invalid credentials", async () => {
    login.mockRejectedValueOnce(invalid());
    const user = userEvent.setup();
    renderAuth(<LoginForm method="password" registrationEnabled={false} />);
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText("Required")).toBeInTheDocument();
    await user.type(passwordBox(), "site-password");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid credentials.");
    expect(login).toHaveBeenCalledWith(expect.anything(), { password: "site-password" });
  });

  it("lets a member of the organisation switch to e-mail and password, and back", async () => {
    const user = userEvent.setup();
    renderAuth(<LoginForm method="password" registrationEnabled={false} />);
    await user.click(screen.getByRole("button", { name: "Member of the organisation? Sign in with your e-mail" }));
    expect(screen.getByText("Members of the organisation sign in with their own e-mail address and password.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findAllByText("Required")).toHaveLength(2);
    await user.type(emailBox(), "member@studio.example.org");
    await user.type(passwordBox(), "member-password");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() =>
      expect(login).toHaveBeenCalledWith(expect.anything(), { email: "member@studio.example.org", password: "member-password" }),
    );
    await user.click(screen.getByRole("button", { name: "Sign in with the site password" }));
    expect(screen.queryByRole("textbox", { name: "E-mail address" })).not.toBeInTheDocument();
  });

  it("offers no member switch inside the cart drawer", () => {
    renderAuth(<LoginForm method="password" registrationEnabled={false} embedded />);
    expect(screen.queryByRole("button", { name: /member of the organisation/i })).not.toBeInTheDocument();
  });
});
