// The e-mailed sign-in link to a buyer's purchases (/checkout/buyer?token=…, docs/buyers.md): opening
// the page spends nothing (a mail scanner fetches links); the buyer's click redeems it (POST), then
// My List with a toast. An expired or used link says so, with the focus on why, and the form for a
// new link.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BuyerLinkView } from "@/components/checkout/buyer-link-view";
import { ServerError } from "@/lib/api/errors";
import en from "@/messages/en.json";
import { intlRenderer } from "../helpers/intl";
import { routerMock } from "../helpers/navigation-mock";

jest.mock("@/lib/api/browser", () => ({ browserApi: { request: jest.fn() } }));
jest.mock("@/lib/i18n/navigation", () => require("../helpers/navigation-mock").navigationMock);
const search = { current: new URLSearchParams() };
jest.mock("next/navigation", () => ({ useSearchParams: () => search.current }));
jest.mock("@/components/ui/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const { browserApi } = jest.requireMock("@/lib/api/browser") as { browserApi: { request: jest.Mock } };
const { toast } = jest.requireMock("@/components/ui/toast") as { toast: { success: jest.Mock } };
const t = en.checkout.buyer;

const renderPage = intlRenderer({ checkout: en.checkout, cart: en.cart, validation: en.validation }, { swr: true });

function show(query: string) {
  search.current = new URLSearchParams(query);
  renderPage(<BuyerLinkView />);
}

const redeemCalls = () => browserApi.request.mock.calls.filter(([path]) => path === "/billing/buyer-link/redeem/");

beforeEach(() => jest.clearAllMocks());

describe("The buyer's sign-in link", () => {
  it("spends nothing until the click; the click redeems it, then My List with a toast", async () => {
    browserApi.request.mockResolvedValue({});
    show("token=secret-1");
    expect(screen.getByRole("heading", { level: 1, name: t.heading })).toBeInTheDocument();
    expect(screen.getByText(t.intro)).toBeInTheDocument();
    expect(browserApi.request).not.toHaveBeenCalled();

    await userEvent.setup().click(screen.getByRole("button", { name: t.open }));
    await waitFor(() => expect(routerMock.push).toHaveBeenCalledWith("/my-list"));
    expect(redeemCalls()).toEqual([["/billing/buyer-link/redeem/", { json: { token: "secret-1" } }]]);
    expect(toast.success).toHaveBeenCalledWith(t.opened);
  });

  it("expired or used: says so with the focus on it, and asks for a new link by e-mail", async () => {
    browserApi.request.mockImplementation(async (path: string) => {
      if (path === "/billing/buyer-link/redeem/") throw new ServerError({ status: 400, type: "invalid_token", message: "Invalid." });
      return {};
    });
    show("token=used");
    const person = userEvent.setup();
    await person.click(screen.getByRole("button", { name: t.open }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(t.invalid);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(routerMock.push).not.toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: t.open })).not.toBeInTheDocument();

    expect(screen.getByRole("heading", { name: t.newLink })).toBeInTheDocument();
    await person.type(screen.getByRole("textbox", { name: en.cart.purchases.email }), "buyer@example.org");
    await person.click(screen.getByRole("button", { name: en.cart.purchases.send }));
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent(
        "If purchases were made with this address, we have sent a link to it. It is valid for 15 minutes.",
      ),
    );
    expect(browserApi.request).toHaveBeenCalledWith("/billing/buyer-link/", { json: { email: "buyer@example.org" } });
  });

  it("a server failure keeps the button to try again", async () => {
    browserApi.request.mockRejectedValue(new ServerError({ status: 503, type: "server_error", message: "Down." }));
    show("token=secret-2");
    await userEvent.setup().click(screen.getByRole("button", { name: t.open }));
    expect(await screen.findByRole("alert")).toHaveTextContent(t.failed);
    expect(screen.getByRole("button", { name: t.open })).toBeEnabled();
  });

  it("without a token: says the link is incomplete, no call, the form for a new one", () => {
    show("");
    expect(screen.getByRole("alert")).toHaveTextContent(t.missing);
    expect(screen.queryByRole("button", { name: t.open })).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: en.cart.purchases.email })).toHaveAttribute("autocomplete", "email");
    expect(browserApi.request).not.toHaveBeenCalled();
  });
});
