import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RegisterForm } from "@/components/auth/register-form";
import { ServerError } from "@/lib/api/errors";
import { CURRENT_USER_KEY } from "@/lib/auth/use-current-user";
import { renderAuth, routerMock } from "./test-utils";

jest.mock("@/lib/i18n/navigation", () => jest.requireActual("./test-utils").navigationMock);
jest.mock("@/lib/api/auth", () => jest.requireActual("./test-utils").authApiMock);
jest.mock("@/lib/api/browser", () => ({ browserApi: { request: jest.fn() } }));
jest.mock("swr", () => jest.requireActual("./test-utils").swrMock());

const api = jest.requireMock("@/lib/api/auth") as { register: jest.Mock; login: jest.Mock };
const { mutate } = jest.requireMock("swr") as { mutate: jest.Mock };

beforeEach(() => jest.clearAllMocks());

type User = ReturnType<typeof userEvent.setup>;
const box = (name: string) => screen.getByRole("textbox", { name });
const password1 = () => screen.getByLabelText(/^Password/);
const password2 = () => screen.getByLabelText(/^Confirm password/);
const submit = () => screen.getByRole("button", { name: "Create my account" });

async function fillValid(user: User) {
  await user.type(box("First name"), "Ada");
  await user.type(box("Last name"), "Lovelace");
  await user.type(box("E-mail address"), "ada@example.org");
  await user.type(password1(), "analytical-engine");
  await user.type(password2(), "analytical-engine");
  await user.type(box("Phone number"), "+33 6 12 34 56 78");
  await user.selectOptions(screen.getByRole("combobox", { name: "Profile" }), "researcher");
  await user.type(box("Reason for your research"), "Family history");
}

describe("RegisterForm", () => {
  it("has every field of spec §2, the six translated profiles and a link back to login", () => {
    renderAuth(<RegisterForm />);
    for (const name of [
      "First name",
      "Last name",
      "E-mail address",
      "Nationality",
      "Address",
      "Zip code",
      "City",
      "Country",
      "Phone number",
      "Reason for your research",
    ]) {
      expect(box(name)).toBeInTheDocument();
    }
    expect(screen.getByLabelText("Date of birth")).toHaveAttribute("type", "date");
    const profile = screen.getByRole("combobox", { name: "Profile" });
    const options = within(profile)
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(options).toEqual(["Choose your profile", "Researcher", "Family member", "Student", "Journalist", "Teacher", "Other"]);
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/auth/login");
  });

  it("names each field's autofill token, the one-line address as its first line", () => {
    renderAuth(<RegisterForm />);
    expect(box("Address")).toHaveAttribute("autocomplete", "address-line1");
    expect(box("Zip code")).toHaveAttribute("autocomplete", "postal-code");
    expect(box("City")).toHaveAttribute("autocomplete", "address-level2");
    expect(box("Country")).toHaveAttribute("autocomplete", "country-name");
  });

  it("shows the password hint and a character counter", async () => {
    const user = userEvent.setup();
    renderAuth(<RegisterForm />);
    expect(password1()).toHaveAccessibleDescription("Minimum 8 characters");
    await user.type(password1(), "abc");
    expect(screen.getAllByTestId("password-counter")[0]).toHaveTextContent("3 / 128");
  });

  it("validates on submit: required fields only, optional ones stay quiet", async () => {
    const user = userEvent.setup();
    renderAuth(<RegisterForm />);
    await user.click(submit());
    // first_name, last_name, email, password1, password2, phone, profile, reason
    expect(await screen.findAllByText("Required")).toHaveLength(8);
    for (const name of ["First name", "Last name", "E-mail address", "Phone number", "Reason for your research"]) {
      expect(box(name)).toHaveAccessibleDescription("Required");
    }
    expect(screen.getByRole("combobox", { name: "Profile" })).toHaveAccessibleDescription("Required");
    for (const name of ["Nationality", "Address", "Zip code", "City", "Country"]) {
      expect(box(name)).not.toHaveAttribute("aria-invalid");
    }
    expect(api.register).not.toHaveBeenCalled();
  });

  it("validates the e-mail when it loses focus, and only the e-mail", async () => {
    const user = userEvent.setup();
    renderAuth(<RegisterForm />);
    await user.type(box("E-mail address"), "ada-at-example");
    expect(screen.queryByText("Invalid email")).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText("Invalid email")).toBeInTheDocument();
    expect(box("E-mail address")).toHaveAccessibleDescription("Invalid email");
    await user.click(box("First name"));
    await user.tab();
    expect(screen.queryByText("Required")).not.toBeInTheDocument();
  });

  it("checks the phone is numeric, the password length and the confirmation", async () => {
    const user = userEvent.setup();
    renderAuth(<RegisterForm />);
    await fillValid(user);
    await user.clear(box("Phone number"));
    await user.type(box("Phone number"), "call me");
    await user.clear(password1());
    await user.type(password1(), "short");
    await user.clear(password2());
    await user.type(password2(), "different");
    await user.click(submit());
    expect(await screen.findByText("Numbers only")).toBeInTheDocument();
    expect(password1()).toHaveAccessibleDescription("Minimum 8 characters");
    expect(password1()).toHaveAttribute("aria-invalid", "true");
    expect(password2()).toHaveAccessibleDescription("Both passwords are not the same");
    expect(api.register).not.toHaveBeenCalled();
  });

  it("shows the server's e-mail error under the field", async () => {
    api.register.mockRejectedValueOnce(
      new ServerError({
        status: 400,
        type: "validation_error",
        message: "Invalid input.",
        errors: { email: ["A user with this e-mail address already exists.", "second"] },
      }),
    );
    const user = userEvent.setup();
    renderAuth(<RegisterForm />);
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText("A user with this e-mail address already exists.")).toBeInTheDocument();
    expect(box("E-mail address")).toHaveAccessibleDescription("A user with this e-mail address already exists.");
    expect(screen.queryByText("second")).not.toBeInTheDocument();
    expect(api.login).not.toHaveBeenCalled();
    expect(submit()).toBeEnabled();
  });

  it("shows the generic error for any other failure", async () => {
    api.register.mockRejectedValueOnce(new ServerError({ status: 500, type: "server_error", message: "boom" }));
    const user = userEvent.setup();
    renderAuth(<RegisterForm />);
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent("An error occurred");
  });

  it("registers, signs in with e-mail and password1, refreshes the user and goes home", async () => {
    api.register.mockResolvedValueOnce(undefined);
    api.login.mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    renderAuth(<RegisterForm />);
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(routerMock.push).toHaveBeenCalledWith("/"));
    expect(api.register).toHaveBeenCalledWith(expect.anything(), {
      first_name: "Ada",
      last_name: "Lovelace",
      email: "ada@example.org",
      password1: "analytical-engine",
      password2: "analytical-engine",
      custom: {
        birthdate: "",
        nationality: "",
        address: "",
        zipcode: "",
        city: "",
        country: "",
        phone: "+33 6 12 34 56 78",
        profile: "researcher",
        "reason-for-research": "Family history",
      },
    });
    expect(api.login).toHaveBeenCalledWith(expect.anything(), { email: "ada@example.org", password: "analytical-engine" });
    expect(mutate).toHaveBeenCalledWith(CURRENT_USER_KEY);
    expect(api.login.mock.invocationCallOrder[0]).toBeGreaterThan(api.register.mock.invocationCallOrder[0] ?? Infinity);
  });

  it("embedded: stays put and calls onSuccess; the login link calls onLogin", async () => {
    api.register.mockResolvedValueOnce(undefined);
    api.login.mockResolvedValueOnce(undefined);
    const onSuccess = jest.fn();
    const onLogin = jest.fn();
    const user = userEvent.setup();
    renderAuth(<RegisterForm embedded onSuccess={onSuccess} onLogin={onLogin} />);
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(onLogin).toHaveBeenCalled();
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(routerMock.push).not.toHaveBeenCalled();
  });
});
