// The cart reads the browser's storage in a task of its own after the first commit, not while the
// page hydrates: a page's first read of storage waits for the browser to open it.
import { act, render, screen } from "@testing-library/react";
import { CartRoot } from "@/components/cart/cart-root";
import { installDomShims } from "../layout/test-utils";
import { CartProviders, paidItem, paidSiteSettings, routeApi, storeCart, user } from "./cart-test-utils";

jest.mock("@/lib/api/browser", () => ({ browserApi: { request: jest.fn() } }));
jest.mock("@/lib/i18n/navigation", () => require("../layout/test-utils").navigationMock);
jest.mock("@/components/ui/toast", () => ({ toast: { error: jest.fn() } }));

const { browserApi } = jest.requireMock("@/lib/api/browser") as { browserApi: { request: jest.Mock } };

const settings = paidSiteSettings;

beforeAll(installDomShims);
beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
  routeApi(browserApi.request, {
    "/auth/me/": () => user,
    "/items/": () => ({ count: 1, results: [paidItem(1)] }),
  });
});
afterEach(() => jest.restoreAllMocks());

it("reads the stored cart after the first commit, not as the page starts", async () => {
  storeCart({ "item-1": "price-1-1" });
  const read = jest.spyOn(Storage.prototype, "getItem");
  // render() commits and runs the effects; the task that reads storage has not run yet.
  render(
    <CartRoot settings={settings}>
      <p>Page</p>
    </CartRoot>,
    { wrapper: CartProviders },
  );
  expect(screen.getByText("Page")).toBeInTheDocument();
  expect(read).not.toHaveBeenCalled();

  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(read).toHaveBeenCalledWith("cart");
  expect(await screen.findByRole("button", { name: "Open my cart, 1 item" })).toBeInTheDocument();
});
