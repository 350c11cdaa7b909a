import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FrameProvider } from "@/components/layout/frame-state";
import type { ShellSite } from "@/components/layout/shell-site";
import { TopBar } from "@/components/layout/top-bar";
import type { User } from "@/lib/api/schemas";
import { installDomShims, renderWithIntl, routerMock, userMock } from "./test-utils";

jest.mock("@/lib/i18n/navigation", () => require("./test-utils").navigationMock);
jest.mock("next/navigation", () => require("./test-utils").nextNavigationMock);
jest.mock("@/lib/api/browser", () => ({ browserApi: { request: jest.fn() } }));
jest.mock("@/lib/auth/use-current-user", () => require("./test-utils").currentUserMock);

const { browserApi } = jest.requireMock("@/lib/api/browser") as { browserApi: { request: jest.Mock } };

beforeAll(installDomShims);
beforeEach(() => jest.clearAllMocks());

const site: ShellSite = {
  name: "Testimony Archive",
  logo: "/logo.svg",
  auth_enabled: true,
  auth_method: "users",
  auth_users_registration_enabled: true,
  monetization_enabled: false,
  donate_url: "https://donate.example.org/",
  colors_theme: "light",
};
const user: User = { uid: "u1", first_name: "Ada", last_name: "Lovelace", email: "ada@example.org" };

// The top bar is a server component; its client leaves share the frame's state (FrameProvider).
function renderBar(overrides: { site?: Partial<ShellSite>; user?: User | null } = {}) {
  userMock.current = "user" in overrides ? overrides.user : null;
  renderWithIntl(
    <FrameProvider forceLogin={false}>
      <TopBar site={{ ...site, ...overrides.site }} />
    </FrameProvider>,
  );
}

describe("TopBar", () => {
  it("links the logo (alt = site name) to the home page", () => {
    renderBar();
    expect(screen.getByRole("img", { name: "Testimony Archive" }).closest("a")).toHaveAttribute("href", "/");
  });

  it("has a menu button that controls the drawer: a link to a fragment of its own, shown as a button", async () => {
    renderBar();
    const button = screen.getByRole("button", { name: "Menu" });
    expect(button).toHaveAttribute("href", "#menu");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveAttribute("aria-controls", "site-drawer");
    await userEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard(" ");
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("holds the account's place while the session is being checked", () => {
    renderBar({ user: undefined });
    expect(screen.queryByRole("link", { name: "Log in" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Account" })).not.toBeInTheDocument();
  });

  it("shows Login only when auth is enabled and nobody is signed in", () => {
    renderBar();
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/auth/login");
  });

  it("hides Login when auth is disabled", () => {
    renderBar({ site: { auth_enabled: false } });
    expect(screen.queryByRole("link", { name: "Log in" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Account" })).not.toBeInTheDocument();
  });

  it("shows the account menu instead of Login when signed in", async () => {
    renderBar({ user });
    expect(screen.queryByRole("link", { name: "Log in" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Account" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByText("Ada Lovelace")).toBeInTheDocument();
    expect(within(menu).getByText("ada@example.org")).toBeInTheDocument();
    expect(within(menu).getByRole("menuitem", { name: "My list" })).toHaveAttribute("href", "/my-list");
  });

  it("shows the password-method note instead of the user's details", async () => {
    renderBar({ user, site: { auth_method: "password" } });
    await userEvent.click(screen.getByRole("button", { name: "Account" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByText(/signed in with the site password/i)).toBeInTheDocument();
    expect(within(menu).queryByText("ada@example.org")).not.toBeInTheDocument();
  });

  it("logs out through the BFF, ignoring errors, then goes home", async () => {
    browserApi.request.mockRejectedValueOnce(new Error("offline"));
    renderBar({ user });
    await userEvent.click(screen.getByRole("button", { name: "Account" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Log out" }));
    expect(browserApi.request).toHaveBeenCalledWith("/auth/logout/", { method: "POST" });
    expect(routerMock.push).toHaveBeenCalledWith("/");
    expect(routerMock.refresh).toHaveBeenCalled();
  });

  it("opens the Help menu with the keyboard: FAQ, Tutos sub-menu, What is, Terms", async () => {
    const user = userEvent.setup();
    renderBar();
    screen.getByRole("button", { name: "Help" }).focus();
    await user.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    const items = within(menu).getAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual(["FAQ", "Tutorials", "What is Testimony Archive?", "Terms of use"]);
    expect(within(menu).getByRole("menuitem", { name: "FAQ" })).toHaveAttribute("href", "/help/faq");
    expect(within(menu).getByRole("menuitem", { name: "Terms of use" })).toHaveAttribute("href", "/help/terms");
    expect(within(menu).getByRole("menuitem", { name: "What is Testimony Archive?" })).toHaveAttribute("href", "/help/what-is-intestimony");

    // The focus is on FAQ; ArrowDown reaches Tutos and ArrowRight opens its sub-menu.
    await user.keyboard("{ArrowDown}");
    const tutos = within(menu).getByRole("menuitem", { name: "Tutorials" });
    expect(tutos).toHaveAttribute("aria-haspopup", "menu");
    await user.keyboard("{ArrowRight}");
    const menus = await screen.findAllByRole("menu");
    const sub = menus.find((m) => m !== menu)!;
    expect(
      within(sub)
        .getAllByRole("menuitem")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/help/tutos/create-account", "/help/tutos/request", "/help/tutos/search"]);

    await user.keyboard("{Escape}");
  });

  it("opens the contact dialog and links to search and the donation page", async () => {
    renderBar();
    expect(screen.getByRole("link", { name: "Search" })).toHaveAttribute("href", "/search");
    const donate = screen.getByRole("link", { name: /Donate/ });
    expect(donate).toHaveAttribute("href", "https://donate.example.org/");
    expect(donate).toHaveAttribute("target", "_blank");
    expect(donate).toHaveAttribute("rel", "noopener noreferrer");
    await userEvent.click(screen.getByRole("button", { name: "Contact" }));
    expect(await screen.findByRole("dialog", { name: "Contact us" })).toBeInTheDocument();
  });

  it("links to the page in the other language on wide screens (the drawer has it on phones)", () => {
    renderBar();
    const link = screen.getByRole("link", { name: "Français (this page in French)" });
    expect(link).toHaveAttribute("hreflang", "fr");
    expect(link).toHaveAttribute("lang", "fr");
    expect(link).toHaveClass("hidden", "md:inline-flex", "min-h-touch");
  });

  it("has no Donate link without a donation URL", () => {
    renderBar({ site: { donate_url: null } });
    expect(screen.queryByRole("link", { name: /Donate/ })).not.toBeInTheDocument();
  });
});
