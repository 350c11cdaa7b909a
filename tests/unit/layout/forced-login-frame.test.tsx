// A site that forces sign-in: its pages carry no catalogue, the frame reads the categories in the
// browser once the visitor is signed in, and sends a signed-out visitor to the sign-in page.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { SiteFrame } from "@/components/layout/site-frame";
import type { NavCategory, User, WebsiteSettings } from "@/lib/api/schemas";
import { installDomShims, node, pathnameMock, renderWithIntl, routerMock, userMock } from "./test-utils";

jest.mock("@/lib/i18n/navigation", () => require("./test-utils").navigationMock);
jest.mock("next/navigation", () => require("./test-utils").nextNavigationMock);
jest.mock("@/lib/api/browser", () => ({ browserApi: { request: jest.fn() } }));
jest.mock("@/lib/api/endpoints", () => ({ getCategories: jest.fn() }));
jest.mock("@/lib/auth/use-current-user", () => require("./test-utils").currentUserMock);
jest.mock("@/components/cart/cart-root", () => ({ CartRoot: ({ children }: { children: ReactNode }) => children }));
jest.mock("@/components/layout/intent-prefetch", () => ({ IntentPrefetch: () => null }));

const { getCategories } = jest.requireMock("@/lib/api/endpoints") as { getCategories: jest.Mock };

beforeAll(installDomShims);
beforeEach(() => {
  jest.clearAllMocks();
  pathnameMock.current = "/";
});

const settings = {
  name: "Studio",
  logo: null,
  auth_enabled: true,
  auth_force_login: true,
  auth_method: "users",
  auth_users_registration_enabled: false,
  monetization_enabled: false,
  donate_url: null,
  colors_theme: "light",
  footer: null,
  show_legal: false,
} as unknown as WebsiteSettings;
const user: User = { uid: "u1", first_name: "Ada", last_name: "Lovelace", email: "ada@example.org" };
const { children, ...sessions } = node("Sessions", [node("Morning")]);
const categories: NavCategory[] = [{ ...sessions, is_on_navbar: true }, ...children];

function renderFrame() {
  return renderWithIntl(
    <SiteFrame settings={settings} categories={[]}>
      <p>Page content</p>
    </SiteFrame>,
  );
}

it("reads the categories once signed in, for the strip and the drawer's tree", async () => {
  userMock.current = user;
  getCategories.mockResolvedValue(categories);
  renderFrame();
  const strip = await screen.findByRole("navigation", { name: "Categories" });
  expect(within(strip).getByRole("link", { name: "Sessions" })).toHaveAttribute("href", "/category/sessions");
  await userEvent.click(screen.getByRole("button", { name: "Menu" }));
  const drawer = screen.getByRole("navigation", { name: "Main menu" });
  expect(await within(drawer).findByRole("button", { name: "Subcategories of Sessions" })).toBeInTheDocument();
  expect(getCategories).toHaveBeenCalledTimes(1);
  expect(routerMock.replace).not.toHaveBeenCalled();
});

it("sends a signed-out visitor to the sign-in page, reading no categories", async () => {
  userMock.current = null;
  renderFrame();
  await waitFor(() => expect(routerMock.replace).toHaveBeenCalledWith({ pathname: "/auth/login", query: { next: "/" } }));
  expect(getCategories).not.toHaveBeenCalled();
  expect(screen.queryByRole("navigation", { name: "Categories" })).not.toBeInTheDocument();
});
