import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import type { ShellSite } from "@/components/layout/shell-site";
import { SiteFrame } from "@/components/layout/site-frame";
import type { CategoryNode, NavCategory, User, WebsiteSettings } from "@/lib/api/schemas";
import { installDomShims, node, pathnameMock, renderWithIntl, userMock } from "./test-utils";

jest.mock("@/lib/i18n/navigation", () => require("./test-utils").navigationMock);
jest.mock("next/navigation", () => require("./test-utils").nextNavigationMock);
jest.mock("@/lib/api/browser", () => ({ browserApi: { request: jest.fn() } }));
jest.mock("@/lib/auth/use-current-user", () => require("./test-utils").currentUserMock);
// The cart and link prefetching are the frame's too, tested on their own.
jest.mock("@/components/cart/cart-root", () => ({ CartRoot: ({ children }: { children: ReactNode }) => children }));
jest.mock("@/components/layout/intent-prefetch", () => ({ IntentPrefetch: () => null }));

beforeAll(() => {
  installDomShims();
  // A new page starts at its top (jsdom does not scroll).
  window.scrollTo = jest.fn();
});
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

/** The tree as the site layout reads it: a flat list, children naming their parent. */
function flat(nodes: CategoryNode[]): NavCategory[] {
  return nodes.flatMap(({ children, ...category }) => [category, ...flat(children)]);
}

// The frame is a server component: rendered here as the server renders it, its client leaves live.
function renderFrame(props: { user?: User | null; site?: Partial<ShellSite> } = {}) {
  userMock.current = props.user === undefined ? null : props.user;
  const settings = {
    ...site,
    footer: null,
    show_legal: false,
    social_links: [],
    partners: [],
    ...props.site,
  } as unknown as WebsiteSettings;
  return renderWithIntl(
    <SiteFrame settings={settings} categories={flat(tree)}>
      <p>Page content</p>
    </SiteFrame>,
  );
}

const menuButton = () => screen.getByRole("button", { name: "Menu" });
const drawer = () => screen.getByRole("navigation", { name: "Main menu", hidden: true });

/** Opens the drawer with its menu button. */
async function renderDrawer(props: Parameters<typeof renderFrame>[0] = {}) {
  const view = renderFrame(props);
  await userEvent.click(menuButton());
  return view;
}

describe("SideDrawer", () => {
  it("is inert when closed and moves focus inside when it opens", async () => {
    renderFrame();
    expect(drawer().closest("[inert]")).not.toBeNull();
    await userEvent.click(menuButton());
    expect(drawer().closest("[inert]")).toBeNull();
    expect(drawer()).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).toHaveAccessibleName("Testimony Archive");
  });

  it("expands and collapses a category branch", async () => {
    await renderDrawer();
    const toggle = within(drawer()).getByRole("button", { name: "Subcategories of Places" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(within(drawer()).queryByRole("link", { name: "Ukraine" })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(within(drawer()).getByRole("link", { name: "Ukraine" })).toHaveAttribute("href", "/category/ukraine");
    expect(within(drawer()).queryByRole("link", { name: "Kyiv" })).not.toBeInTheDocument();

    await userEvent.click(within(drawer()).getByRole("button", { name: "Subcategories of Ukraine" }));
    expect(within(drawer()).getByRole("link", { name: "Kyiv" })).toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(within(drawer()).queryByRole("link", { name: "Ukraine" })).not.toBeInTheDocument();
  });

  it("opens the branch of the current category", async () => {
    pathnameMock.current = "/category/kyiv";
    await renderDrawer();
    expect(within(drawer()).getByRole("link", { name: "Kyiv" })).toHaveAttribute("aria-current", "page");
    expect(within(drawer()).getByRole("button", { name: "Subcategories of Places" })).toHaveAttribute("aria-expanded", "true");
    expect(within(drawer()).getByRole("button", { name: "Subcategories of Ukraine" })).toHaveAttribute("aria-expanded", "true");
  });

  it("keeps the current category's own branch closed, and opens the branch of the category navigated to", async () => {
    pathnameMock.current = "/category/ukraine";
    const view = await renderDrawer();
    expect(within(drawer()).getByRole("button", { name: "Subcategories of Places" })).toHaveAttribute("aria-expanded", "true");
    expect(within(drawer()).getByRole("button", { name: "Subcategories of Ukraine" })).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(within(drawer()).getByRole("button", { name: "Subcategories of Places" }));
    expect(within(drawer()).getByRole("button", { name: "Subcategories of Places" })).toHaveAttribute("aria-expanded", "false");

    pathnameMock.current = "/category/kyiv";
    view.rerender(
      <SiteFrame settings={{ ...site, footer: null, show_legal: false } as unknown as WebsiteSettings} categories={flat(tree)}>
        <p>Kyiv</p>
      </SiteFrame>,
    );
    await userEvent.click(menuButton());
    expect(within(drawer()).getByRole("link", { name: "Kyiv" })).toHaveAttribute("aria-current", "page");
    expect(within(drawer()).getByRole("button", { name: "Subcategories of Places" })).toHaveAttribute("aria-expanded", "true");
    expect(within(drawer()).getByRole("button", { name: "Subcategories of Ukraine" })).toHaveAttribute("aria-expanded", "true");
  });

  it("closes when a category is chosen", async () => {
    await renderDrawer();
    await userEvent.click(within(drawer()).getByRole("link", { name: "Witnesses" }));
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and gives the focus back to the menu button", async () => {
    await renderDrawer();
    await userEvent.keyboard("{Escape}");
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menuButton()).toHaveFocus();
  });

  it("has a collapsible Help section with the help pages", async () => {
    await renderDrawer();
    expect(screen.queryByRole("link", { name: "FAQ" })).not.toBeInTheDocument();
    await userEvent.click(within(drawer()).getByRole("button", { name: "Help" }));
    expect(screen.getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/help/faq");
    expect(screen.getByRole("link", { name: "Creating an account" })).toHaveAttribute("href", "/help/tutos/create-account");
    expect(screen.getByRole("link", { name: "Terms of use" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Buying or subscribing" })).not.toBeInTheDocument();
  });

  it("on a paid site-password site, the tutorials that apply: buying, not sign-up or requests", async () => {
    await renderDrawer({ site: { auth_method: "password", auth_users_registration_enabled: false, monetization_enabled: true } });
    await userEvent.click(within(drawer()).getByRole("button", { name: "Help" }));
    expect(screen.getByRole("link", { name: "Buying or subscribing" })).toHaveAttribute("href", "/help/tutos/buy");
    expect(screen.queryByRole("link", { name: "Creating an account" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Requesting a testimony" })).not.toBeInTheDocument();
  });

  it("offers Login to visitors and My list + Logout to signed-in users", async () => {
    const { unmount } = await renderDrawer();
    expect(within(drawer()).getByRole("link", { name: "Log in" })).toBeInTheDocument();
    expect(within(drawer()).queryByRole("link", { name: "My list" })).not.toBeInTheDocument();
    await userEvent.click(within(drawer()).getByRole("button", { name: "Contact" }));
    expect(await screen.findByRole("dialog", { name: "Contact us" })).toBeInTheDocument();
    unmount();

    await renderDrawer({ user });
    expect(within(drawer()).getByRole("link", { name: "My list" })).toHaveAttribute("href", "/my-list");
    expect(await within(drawer()).findByRole("button", { name: "Log out" })).toBeInTheDocument();
    expect(within(drawer()).queryByRole("link", { name: "Log in" })).not.toBeInTheDocument();
  });

  it("offers the page in the other language and closes when it is chosen", async () => {
    pathnameMock.current = "/search";
    await renderDrawer();
    const link = within(drawer()).getByRole("link", { name: "Français (this page in French)" });
    expect(link).toHaveAttribute("href", "/search");
    expect(link).toHaveAttribute("hreflang", "fr");
    expect(link).toHaveAttribute("lang", "fr");
    await userEvent.click(link);
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("has neither Login nor Logout when auth is disabled", async () => {
    await renderDrawer({ site: { auth_enabled: false } });
    expect(within(drawer()).queryByRole("link", { name: "Log in" })).not.toBeInTheDocument();
    expect(within(drawer()).queryByRole("button", { name: "Log out" })).not.toBeInTheDocument();
  });
});

describe("SiteFrame", () => {
  const renderShell = () => renderFrame();

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
    expect(drawer.closest("[inert]")).not.toBeNull();

    await userEvent.click(menu);
    expect(menu).toHaveAttribute("aria-expanded", "true");
    expect(drawer.closest("[inert]")).toBeNull();
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    // On a wide screen it is a navigation region beside the page, not a dialog.
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await userEvent.keyboard("{Escape}");
    expect(menu).toHaveAttribute("aria-expanded", "false");
    expect(drawer.closest("[inert]")).not.toBeNull();
    expect(menu).toHaveFocus();
  });

  it("on a narrow screen, the open drawer is a modal dialog: the rest of the page is inert but the menu button, Tab goes round", async () => {
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
      const dialog = screen.getByRole("dialog", { name: "Menu" });
      expect(dialog).toHaveAttribute("aria-modal", "true");
      expect(dialog).toContainElement(drawer);
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
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
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      // Only the closed drawer stays inert.
      expect([...document.querySelectorAll("[inert]")].filter((element) => !element.contains(drawer))).toEqual([]);
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
      <SiteFrame settings={{ ...site, footer: null, show_legal: false } as unknown as WebsiteSettings} categories={flat(tree)}>
        <p>Search page</p>
      </SiteFrame>,
    );
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("opens the contact dialog from the top bar", async () => {
    renderShell();
    await userEvent.click(screen.getAllByRole("button", { name: "Contact" })[0]!);
    expect(await screen.findByRole("dialog", { name: "Contact us" })).toBeInTheDocument();
  });
});
