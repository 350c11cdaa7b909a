import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TestCheckoutView } from "@/components/checkout/test-checkout-view";
import type { CheckoutSession } from "@/lib/api/billing";
import { ServerError } from "@/lib/api/errors";
import en from "@/messages/en.json";
import { intlRenderer } from "../helpers/intl";
import { routerMock } from "../helpers/navigation-mock";
import { checkoutSession, SESSION_UID } from "./fixtures";

jest.mock("@/lib/api/browser", () => ({ browserApi: { request: jest.fn() } }));
jest.mock("@/lib/i18n/navigation", () => require("../helpers/navigation-mock").navigationMock);
const nextRouter = { push: jest.fn(), replace: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => nextRouter }));

const { browserApi } = jest.requireMock("@/lib/api/browser") as { browserApi: { request: jest.Mock } };
const user = { uid: "u-1", first_name: "Ada", last_name: "Lovelace", email: "ada@example.org" };
const SESSION_PATH = `/billing/sessions/${SESSION_UID}/`;
const PAY_PATH = `/billing/test-checkout/${SESSION_UID}/pay/`;

const renderCheckout = intlRenderer({ checkout: en.checkout, validation: en.validation }, { swr: true });

function answer(routes: { me?: () => unknown; session?: () => unknown; pay?: (body: unknown) => unknown }) {
  browserApi.request.mockImplementation(async (path: string, options: { json?: unknown } = {}) => {
    if (path === "/auth/me/") return (routes.me ?? (() => user))();
    if (path === SESSION_PATH) return (routes.session ?? (() => checkoutSession()))();
    if (path === PAY_PATH && routes.pay) return routes.pay(options.json);
    throw new ServerError({ status: 404, type: "not_found", message: path });
  });
}

const refuse = (status: number, type: string) => () => {
  throw new ServerError({ status, type, message: type });
};

function show() {
  renderCheckout(<TestCheckoutView sessionId={SESSION_UID} siteName="Archive" logo={null} />);
}

type Card = { number?: string; expiry?: string; cvc?: string };
const GOOD: Required<Card> = { number: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" };

/** Fills the card form (what is given replaces what is there) and presses Pay. */
async function payWith(card: string | Card) {
  const person = userEvent.setup();
  const { number, expiry, cvc } = typeof card === "string" ? { ...GOOD, number: card } : card;
  const fields: Array<[string, string | undefined]> = [
    ["Card number", number],
    ["Expiry date", expiry],
    ["Security code (CVC)", cvc],
  ];
  for (const [label, value] of fields) {
    if (value === undefined) continue;
    const field = await screen.findByLabelText(label);
    await person.clear(field);
    if (value) await person.type(field, value);
  }
  await person.click(screen.getByRole("button", { name: /^Pay / }));
}

beforeEach(() => jest.clearAllMocks());

describe("Test checkout", () => {
  it("looks like a hosted payment page: the site, each line, the total, the card field, cancel and the test cards", async () => {
    answer({});
    show();
    expect(await screen.findByRole("heading", { level: 2, name: "Your order" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Payment" })).toBeInTheDocument();
    expect(screen.getByText("Archive")).toBeInTheDocument();
    const lines = within(screen.getByRole("region", { name: "Your order" })).getAllByRole("listitem");
    expect(lines[0]).toHaveTextContent("Testimony 1");
    expect(lines[0]).toHaveTextContent("30 days of access");
    expect(lines[0]).toHaveTextContent("HD download");
    expect(lines[0]).toHaveTextContent("€12.50");
    expect(lines[1]).toHaveTextContent("Unlimited");
    expect(lines[1]).toHaveTextContent("HD and source downloads");
    expect(screen.getByTestId("checkout-total")).toHaveTextContent("€17.50");
    const cardFields: Array<[string, string]> = [
      ["Card number", "cc-number"],
      ["Expiry date", "cc-exp"],
      ["Security code (CVC)", "cc-csc"],
    ];
    for (const [label, autocomplete] of cardFields) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute("inputmode", "numeric");
      expect(field).toHaveAttribute("autocomplete", autocomplete);
    }
    expect(screen.getByLabelText("Expiry date")).toHaveAttribute("placeholder", "MM / YY");
    expect(screen.getByRole("button", { name: "Pay €17.50" })).toBeEnabled();
    // Back to the cart, which opens again with its lines (lib/cart/checkout-return).
    expect(screen.getByRole("link", { name: "Cancel" })).toHaveAttribute("href", "/testimony-1?checkout=canceled");
    expect(screen.getByText("4242 4242 4242 4242")).toBeInTheDocument();
    expect(screen.getByText("4000 0000 0000 0002")).toBeInTheDocument();
    expect(screen.getByText("4000 0000 0000 9995")).toBeInTheDocument();
  });

  it("a plan: its name and price per month, the total in the session's currency", async () => {
    answer({
      session: () =>
        checkoutSession({
          type: "subscription",
          lines: [],
          plan: { uid: "p", name: "Researcher", amount: 9900, interval: "year" },
          amount: 9900,
          currency: "chf",
        }),
    });
    show();
    expect(await screen.findByText("Subscription: Researcher")).toBeInTheDocument();
    expect(screen.getByText("€99.00 per year")).toBeInTheDocument();
    expect(screen.getByTestId("checkout-total")).toHaveTextContent("CHF 99.00");
  });

  it("paid: sends the digits of the card, its expiry and code, and goes to the session's success_url", async () => {
    const paid = jest.fn((body: unknown) => ({ ...checkoutSession({ status: "complete" }), body }));
    answer({ pay: paid });
    show();
    await payWith("4242 4242 4242 4242");
    await waitFor(() => expect(nextRouter.push).toHaveBeenCalledWith(`/checkout/success?session_id=${SESSION_UID}`));
    expect(paid).toHaveBeenCalledWith({ card_number: "4242424242424242", expiry: "12 / 34", cvc: "123" });
  });

  it("shows the buyer's e-mail, given in the cart, read-only; asks for none", async () => {
    answer({ session: () => checkoutSession({ buyer_email: "buyer@example.org" }) });
    show();
    const email = await screen.findByLabelText(en.checkout.test.email);
    expect(email).toHaveValue("buyer@example.org");
    expect(email).toHaveAttribute("readonly");
  });

  it("without a known address, no e-mail field at all", async () => {
    answer({});
    show();
    await screen.findByLabelText("Card number");
    expect(screen.queryByLabelText(en.checkout.test.email)).not.toBeInTheDocument();
  });

  it("declined: says so and stays usable to try another card", async () => {
    let attempts = 0;
    answer({
      pay: () => {
        attempts += 1;
        if (attempts === 1) return refuse(402, "card_declined")();
        return checkoutSession({ status: "complete" });
      },
    });
    show();
    await payWith("4000 0000 0000 0002");
    expect(await screen.findByRole("alert")).toHaveTextContent(en.checkout.test.declined);
    expect(nextRouter.push).not.toHaveBeenCalled();
    await payWith("4242 4242 4242 4242");
    await waitFor(() => expect(nextRouter.push).toHaveBeenCalledTimes(1));
  });

  it("insufficient funds: says so", async () => {
    answer({ pay: refuse(402, "insufficient_funds") });
    show();
    await payWith("4000 0000 0000 9995");
    expect(await screen.findByRole("alert")).toHaveTextContent(en.checkout.test.insufficientFunds);
    expect(screen.getByRole("button", { name: "Pay €17.50" })).toBeEnabled();
  });

  it("empty fields are refused before any call, the focus on the first; the expiry reads MM / YY as typed", async () => {
    answer({});
    show();
    const person = userEvent.setup();
    await person.click(await screen.findByRole("button", { name: /^Pay / }));
    const number = screen.getByLabelText("Card number");
    expect(number).toHaveAccessibleDescription(en.checkout.test.cardRequired);
    expect(number).toHaveFocus();
    expect(screen.getByLabelText("Expiry date")).toHaveAccessibleDescription(en.checkout.test.expiryRequired);
    expect(screen.getByLabelText("Security code (CVC)")).toHaveAccessibleDescription(en.checkout.test.cvcRequired);
    expect(browserApi.request).not.toHaveBeenCalledWith(PAY_PATH, expect.anything(), expect.anything());

    await payWith({ number: "4242 4242 4242 4242", expiry: "1", cvc: "12" });
    expect(screen.getByLabelText("Expiry date")).toHaveAccessibleDescription(en.checkout.test.expiryInvalid);
    expect(screen.getByLabelText("Expiry date")).toHaveFocus();
    expect(screen.getByLabelText("Security code (CVC)")).toHaveAccessibleDescription(en.checkout.test.cvcInvalid);
    await person.type(screen.getByLabelText("Expiry date"), "230");
    expect(screen.getByLabelText("Expiry date")).toHaveValue("12 / 30");
    expect(browserApi.request).not.toHaveBeenCalledWith(PAY_PATH, expect.anything(), expect.anything());
  });

  it.each<[string, string, string, string]>([
    ["incorrect_number", "card_number", "Card number", en.checkout.test.incorrectNumber],
    ["invalid_expiry_month", "expiry", "Expiry date", en.checkout.test.invalidExpiryMonth],
    ["invalid_expiry_year", "expiry", "Expiry date", en.checkout.test.invalidExpiryYear],
    ["incorrect_cvc", "cvc", "Security code (CVC)", en.checkout.test.incorrectCvc],
  ])(
    "%s: announced on the field it names, which gets the focus; then another card pays on the same session",
    async (code, field, label, text) => {
      const bodies: unknown[] = [];
      answer({
        pay: (body) => {
          bodies.push(body);
          if (bodies.length === 1)
            throw new ServerError({ status: 402, type: code, message: "Stripe's words", errors: { [field]: ["Stripe's words"] } });
          return checkoutSession({ status: "complete" });
        },
      });
      show();
      await payWith("1234");
      const input = await screen.findByLabelText(label);
      await waitFor(() => expect(input).toHaveFocus());
      expect(input).toHaveAttribute("aria-invalid", "true");
      expect(input).toHaveAccessibleDescription(text);
      expect(screen.getByRole("alert")).toHaveTextContent(text);
      expect(nextRouter.push).not.toHaveBeenCalled();

      await payWith("4242 4242 4242 4242");
      await waitFor(() => expect(nextRouter.push).toHaveBeenCalledWith(`/checkout/success?session_id=${SESSION_UID}`));
      expect(bodies).toHaveLength(2);
    },
  );

  it.each([
    ["card_declined", "4000 0000 0000 0002", en.checkout.test.declined],
    ["insufficient_funds", "4000 0000 0000 9995", en.checkout.test.insufficientFunds],
    ["expired_card", "4000 0000 0000 0069", en.checkout.test.expiredCard],
  ])("%s names no field: the focus goes to the message", async (code, card, text) => {
    answer({ pay: refuse(402, code) });
    show();
    await payWith(card);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(text);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText("Card number")).not.toHaveAttribute("aria-invalid");
  });

  it("an unknown refusal with a field shows the server's message there", async () => {
    answer({
      pay: () => {
        throw new ServerError({ status: 402, type: "processing_error", message: "No.", errors: { cvc: ["Try the code again."] } });
      },
    });
    show();
    await payWith(GOOD);
    const cvc = screen.getByLabelText("Security code (CVC)");
    await waitFor(() => expect(cvc).toHaveFocus());
    expect(cvc).toHaveAccessibleDescription("Try the code again.");
  });

  it("expired while open: says so, with a link back", async () => {
    answer({ pay: refuse(400, "checkout_expired") });
    show();
    await payWith("4242 4242 4242 4242");
    expect(await screen.findByRole("heading", { name: en.checkout.test.expiredTitle })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the site" })).toHaveAttribute("href", "/testimony-1?checkout=canceled");
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
  });

  it.each<[CheckoutSession["status"], string]>([
    ["expired", en.checkout.test.expiredTitle],
    ["failed", en.checkout.test.failedTitle],
  ])("a session %s shows its state, not the form", async (status, title) => {
    answer({ session: () => checkoutSession({ status }) });
    show();
    expect(await screen.findByRole("heading", { name: title })).toBeInTheDocument();
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
  });

  it("a paid session links to its success page", async () => {
    answer({ session: () => checkoutSession({ status: "complete" }) });
    show();
    expect(await screen.findByRole("heading", { name: en.checkout.test.paidTitle })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Continue" })).toHaveAttribute("href", checkoutSession().success_url);
  });

  it("someone else's (or an unknown) session: not found", async () => {
    answer({ session: refuse(404, "not_found") });
    show();
    expect(await screen.findByText(en.checkout.test.notFound)).toBeInTheDocument();
  });

  it("signed out: goes to login, which brings the buyer back", async () => {
    answer({ me: refuse(401, "not_authenticated") });
    show();
    await waitFor(() => expect(routerMock.replace).toHaveBeenCalledWith({ pathname: "/auth/login", query: { next: "/" } }));
    expect(browserApi.request).not.toHaveBeenCalledWith(SESSION_PATH, expect.anything(), expect.anything());
  });
});
