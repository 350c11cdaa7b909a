import { act, screen, waitFor, within } from "@testing-library/react";
import { createRef } from "react";
import userEvent from "@testing-library/user-event";
import { SideDrawer } from "@/components/layout/side-drawer";
import { SiteShell, type ShellSite } from "@/components/layout/site-shell";
import type { User } from "@/lib/api/schemas";
import { installDomShims, node, pathnameMock, renderWithIntl } from "./test-utils";

jest.mock("@/lib/i18n/navigation", () => require("./test-utils").navigationMock);
jest.mock("next/navigation", () => require("./test-utils").nextNavigationMock);
jest.mock("@/lib/api/browser", () => ({ browserApi: { request: jest.fn() } }));

beforeAll(installDomShims);
beforeEach(() => {
  jest.clearAllMocks();
  pathnameMock.current = "/";
});

const site: ShellSite = {
  name: "Testimony Archive",
  logo: "/logo.svg",
  auth_enabled: true,
  auth_method: "users",
  auth_users_registration_enabled: true,
  monetization_enabled: false,
  donate_url: null,
  colors_theme: "light",
};
const user: User = { uid: "u1", first_name: "Ada", last_name: "Lovelace", email: "ada@example.org" };
const tree = [node("Places", [node("Ukraine", [node("Kyiv")]), node("Poland")]), node("Witnesses")];

function renderDrawer(props: { open?: boolean; user?: User | null; site?: Partial<ShellSite> } = {}) {
  const onClose = jest.fn();
  const onContact = jest.fn();
  const view = renderWithIntl(
    <SideDrawer
      id="drawer"
      open={props.open ?? true}
      menuButtonRef={createRef()}
      site={{ ...site, ...props.site }}
      tree={tree}
      user={props.user === undefined ? null : props.user}
      onClose={onClose}
      onContact={onContact}
    />,
  );
  return { ...view, onClose, onContact };
}

describe("SideDrawer", () => {
  it("is inert when closed and moves focus inside when it opens", async () => {
    const { rerender } = renderDrawer({ open: false });
    const nav = screen.getByRole("navigation", { name: "Main menu" });
    expect(nav).toHaveAttribute("inert");
    rerender(
      <SideDrawer
        id="drawer"
        open
        menuButtonRef={createRef()}
        site={site}
        tree={tree}
        user={null}
        onClose={jest.fn()}
        onContact={jest.fn()}
      />,
    );
    expect(nav).not.toHaveAttribute("inert");
    // Its content is fetched on the first opening, then takes the focus.
    await waitFor(() => expect(nav).toContainElement(document.activeElement as HTMLElement));
    expect(document.activeElement).toHaveAccessibleName("Testimony Archive");
  });

  it("expands and collapses a category branch", async () => {
    renderDrawer();
    const toggle = screen.getByRole("button", { name: "Subcategories of Places" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Ukraine" })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Ukraine" })).toHaveAttribute("href", "/category/ukraine");
    expect(screen.queryByRole("link", { name: "Kyiv" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Subcategories of Ukraine" }));
    expect(screen.getByRole("link", { name: "Kyiv" })).toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Ukraine" })).not.toBeInTheDocument();
  });

  it("opens the branch of the current category", () => {
    pathnameMock.current = "/category/kyiv";
    renderDrawer();
    expect(screen.getByRole("link", { name: "Kyiv" })).toHaveAttribute("aria-current", "page");
  });

  it("closes when a category is chosen", async () => {
    const { onClose } = renderDrawer();
    await userEvent.click(screen.getByRole("link", { name: "Witnesses" }));
    expect(onClose).toHaveBeenCalled();
  });

  it("closes on Escape and asks to restore focus to the menu button", async () => {
    const { onClose } = renderDrawer();
    await userEvent.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledWith({ restoreFocus: true });
  });

  it("has a collapsible Help section with the help pages", async () => {
    renderDrawer();
    expect(screen.queryByRole("link", { name: "FAQ" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Help" }));
    expect(screen.getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/help/faq");
    expect(screen.getByRole("link", { name: "Creating an account" })).toHaveAttribute("href", "/help/tutos/create-account");
    expect(screen.getByRole("link", { name: "Terms of use" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Buying or subscribing" })).not.toBeInTheDocument();
  });

  it("on a paid site-password site, the tutorials that apply: buying, not sign-up or requests", async () => {
    renderDrawer({ site: { auth_method: "password", auth_users_registration_enabled: false, monetization_enabled: true } });
    await userEvent.click(screen.getByRole("button", { name: "Help" }));
    expect(screen.getByRole("link", { name: "Buying or subscribing" })).toHaveAttribute("href", "/help/tutos/buy");
    expect(screen.queryByRole("link", { name: "Creating an account" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Requesting a testimony" })).not.toBeInTheDocument();
  });

  it("offers Login to visitors and My list + Logout to signed-in users", async () => {
    const { unmount, onContact } = renderDrawer();
    expect(screen.getByRole("link", { name: "Log in" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "My list" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Contact" }));
    expect(onContact).toHaveBeenCalled();
    unmount();

    renderDrawer({ user });
    expect(screen.getByRole("link", { name: "My list" })).toHaveAttribute("href", "/my-list");
    expect(screen.getByRole("button", { name: "Log out" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Log in" })).not.toBeInTheDocument();
  });

  it("offers the page in the other language and closes when it is chosen", async () => {
    pathnameMock.current = "/search";
    const { onClose } = renderDrawer();
    const link = screen.getByRole("link", { name: "Français (this page in French)" });
    expect(link).toHaveAttribute("href", "/search");
    expect(link).toHaveAttribute("hreflang", "fr");
    expect(link).toHaveAttribute("lang", "fr");
    await userEvent.click(link);
    expect(onClose).toHaveBeenCalled();
  });

  it("has neither Login nor Logout when auth is disabled", () => {
    renderDrawer({ site: { auth_enabled: false } });
    expect(screen.queryByRole("link", { name: "Log in" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Log out" })).not.toBeInTheDocument();
  });
});

describe("SiteShell", () => {
  function renderShell() {
    return renderWithIntl(
      <SiteShell site={site} navbar={tree} tree={tree} user={null}>
        <p>Page content</p>
      </SiteShell>,
    );
  }

  it("has a skip link to the main content", () => {
    renderShell();
    expect(screen.getByRole("link", { name: "Skip to content" })).toHaveAttribute("href", "#main");
    expect(screen.getByRole("main")).toHaveAttribute("id", "main");
    expect(within(screen.getByRole("main")).getByText("Page content")).toBeInTheDocument();
  });

  it("opens the drawer from the menu button; Escape closes it and focuses the button", async () => {
    renderShell();
    const menu = screen.getByRole("button", { name: "Menu" });
    const drawer = screen.getByRole("navigation", { name: "Main menu" });
    expect(drawer).toHaveAttribute("inert");

    await userEvent.click(menu);
    expect(menu).toHaveAttribute("aria-expanded", "true");
    expect(drawer).not.toHaveAttribute("inert");
    expect(drawer).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard("{Escape}");
    expect(menu).toHaveAttribute("aria-expanded", "false");
    expect(drawer).toHaveAttribute("inert");
    expect(menu).toHaveFocus();
  });

  it("on a narrow screen, the open drawer is modal: the rest of the page is inert but the menu button, Tab goes round", async () => {
    const matchMedia = jest.fn((query: string) => ({
      matches: true,
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    }));
    Object.defineProperty(window, "matchMedia", { configurable: true, value: matchMedia });
    try {
      renderShell();
      // Closed, the drawer does not ask: a phone's first render matches the server's.
      expect(matchMedia).not.toHaveBeenCalledWith("not all and (min-width: 64rem)");
      const menu = screen.getByRole("button", { name: "Menu" });
      const drawer = screen.getByRole("navigation", { name: "Main menu" });
      const skipLink = screen.getByRole("link", { name: "Skip to content" });
      await userEvent.click(menu);
      expect(screen.getByRole("main").closest("[inert]")).not.toBeNull();
      expect(skipLink).toHaveAttribute("inert");
      expect(menu.closest("[inert]")).toBeNull();
      expect(drawer.closest("[inert]")).toBeNull();

      // From the last stop of the drawer, Tab goes back to the menu button; Shift+Tab from it, to the drawer's last stop.
      const stops = within(drawer).getAllByRole("link").concat(within(drawer).getAllByRole("button"));
      const last = stops.find((element) => element.textContent === "Log in")!;
      last.focus();
      await userEvent.tab();
      expect(menu).toHaveFocus();
      await userEvent.tab({ shift: true });
      expect(last).toHaveFocus();

      await userEvent.keyboard("{Escape}");
      expect(menu).toHaveFocus();
      expect(document.querySelector("[inert]:not(nav)")).toBeNull();
    } finally {
      Reflect.deleteProperty(window, "matchMedia");
    }
  });

  it("closes the drawer when the route changes", async () => {
    const view = renderShell();
    await userEvent.click(screen.getByRole("button", { name: "Menu" }));
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "true");
    act(() => {
      pathnameMock.current = "/search";
    });
    view.rerender(
      <SiteShell site={site} navbar={tree} tree={tree} user={null}>
        <p>Search page</p>
      </SiteShell>,
    );
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("opens the contact dialog from the top bar", async () => {
    renderShell();
    await userEvent.click(screen.getAllByRole("button", { name: "Contact" })[0]!);
    expect(await screen.findByRole("dialog", { name: "Contact us" })).toBeInTheDocument();
  });
});
