import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import useSWR from "swr";
import { CartRoot } from "@/components/cart/cart-root";
import { ServerError } from "@/lib/api/errors";
import en from "@/messages/en.json";
import { installDomShims } from "../layout/test-utils";
import { entry, renderCart, routeApi, signedOutError, storedEntries, storeEntries, user as signedInUser } from "./cart-test-utils";

jest.mock("@/lib/api/browser", () => ({ browserApi: { request: jest.fn() } }));
jest.mock("@/lib/i18n/navigation", () => require("../layout/test-utils").navigationMock);
jest.mock("@/components/auth/login-form", () => require("./cart-test-utils").fakeLoginForm);
jest.mock("@/components/auth/register-form", () => require("./cart-test-utils").fakeRegisterForm);
jest.mock("@/components/ui/toast", () => ({ toast: { error: jest.fn() } }));

const { browserApi } = jest.requireMock("@/lib/api/browser") as { browserApi: { request: jest.Mock } };
const { toast } = jest.requireMock("@/components/ui/toast") as { toast: { error: jest.Mock } };

const settings = { auth_enabled: true, auth_method: "users", auth_users_registration_enabled: true } as const;
const created = { uid: "req-1", status: "open", items: [{ uid: "item-1", status: "pending" }] };
const SUCCESS = "Your request has been processed. You will receive an email, as soon as possible, to obtain access to the desired content.";

/** Stands for My List: it reads /items/access/ through SWR, so a revalidation shows as a call. */
function MyListProbe() {
  useSWR("/items/access/", (path: string) => browserApi.request(path));
  return null;
}

function Page() {
  return (
    <CartRoot settings={settings}>
      <MyListProbe />
    </CartRoot>
  );
}

const calls = (path: string) => browserApi.request.mock.calls.filter(([p]) => p === path);

async function openRequest(u: ReturnType<typeof userEvent.setup>) {
  await u.click(await screen.findByRole("button", { name: /Open my request/ }));
  return screen.findByRole("dialog", { name: "My request" });
}

beforeAll(installDomShims);
beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
  storeEntries([entry(1), entry(2)]);
});

describe("submitting the on-demand request", () => {
  it("sends the items, empties the list, shows the success panel and refreshes My List", async () => {
    const u = userEvent.setup();
    routeApi(browserApi.request, {
      "/auth/me/": () => signedInUser,
      "/ondemand/requests/": () => created,
      "/items/access/": () => ({ count: 0, results: [] }),
    });
    await renderCart(<Page />);
    const dialog = await openRequest(u);
    await u.click(within(dialog).getByRole("button", { name: "Submit my request" }));

    expect(await screen.findByRole("dialog", { name: "Request sent" })).toHaveTextContent(SUCCESS);
    expect(en.cart.success).toBe(SUCCESS);
    expect(calls("/ondemand/requests/")).toEqual([
      ["/ondemand/requests/", { json: { type: "on_demand", items: ["item-1", "item-2"] } }, expect.anything()],
    ]);
    expect(storedEntries()).toBeNull();
    expect(screen.queryByRole("button", { name: /Open my request/ })).not.toBeInTheDocument();
    await waitFor(() => expect(calls("/items/access/")).toHaveLength(2));
    expect(screen.getByRole("link", { name: "See my list" })).toHaveAttribute("href", "/my-list");
  });

  it("covers the drawer with a labelled loading overlay while sending", async () => {
    const u = userEvent.setup();
    let answer: (value: unknown) => void = () => {};
    routeApi(browserApi.request, {
      "/auth/me/": () => signedInUser,
      "/ondemand/requests/": () => new Promise((resolve) => (answer = resolve)),
    });
    await renderCart(<Page />);
    const dialog = await openRequest(u);
    await u.click(within(dialog).getByRole("button", { name: "Submit my request" }));
    expect(within(dialog).getByRole("status")).toHaveTextContent("Sending your request…");
    expect(dialog).toHaveAttribute("aria-busy", "true");
    answer(created);
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toHaveAttribute("aria-busy", "false");
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("signed out: shows the login panel, then sends the pending request after login", async () => {
    const u = userEvent.setup();
    routeApi(browserApi.request, {
      "/auth/me/": () => {
        throw signedOutError();
      },
      "/ondemand/requests/": () => created,
    });
    await renderCart(<Page />);
    const dialog = await openRequest(u);
    await u.click(within(dialog).getByRole("button", { name: "Submit my request" }));

    const login = await screen.findByRole("dialog", { name: "Log in to send your request" });
    expect(within(login).getByText(en.cart.resumeHint)).toBeInTheDocument();
    expect(calls("/ondemand/requests/")).toHaveLength(0);

    // The fake form "logs in": the session cookie now exists, the user can be read.
    routeApi(browserApi.request, { "/auth/me/": () => signedInUser, "/ondemand/requests/": () => created });
    await u.click(within(login).getByRole("button", { name: "Fake log in" }));

    expect(await screen.findByRole("dialog", { name: "Request sent" })).toHaveTextContent(SUCCESS);
    expect(calls("/ondemand/requests/")).toHaveLength(1);
    expect(calls("/ondemand/requests/")[0]?.[1]).toEqual({ json: { type: "on_demand", items: ["item-1", "item-2"] } });
    expect(storedEntries()).toBeNull();
  });

  it("signed out: registering from the drawer also resends the request", async () => {
    const u = userEvent.setup();
    routeApi(browserApi.request, {
      "/auth/me/": () => {
        throw signedOutError();
      },
      "/ondemand/requests/": () => created,
    });
    await renderCart(<Page />);
    await u.click(within(await openRequest(u)).getByRole("button", { name: "Submit my request" }));
    await u.click(await screen.findByRole("button", { name: "Fake create an account" }));
    const register = await screen.findByRole("dialog", { name: "Create an account to send your request" });
    await u.click(within(register).getByRole("button", { name: "Fake register" }));
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(calls("/ondemand/requests/")).toHaveLength(1);
  });

  it("a session that ended meanwhile (401) switches to the login panel and keeps the list", async () => {
    const u = userEvent.setup();
    routeApi(browserApi.request, {
      "/auth/me/": () => signedInUser,
      "/ondemand/requests/": () => {
        throw signedOutError();
      },
    });
    await renderCart(<Page />);
    await u.click(within(await openRequest(u)).getByRole("button", { name: "Submit my request" }));
    expect(await screen.findByRole("dialog", { name: "Log in to send your request" })).toBeInTheDocument();
    expect(storedEntries()).toHaveLength(2);
  });

  it("too_many_items from the server shows the banner and keeps the list", async () => {
    const u = userEvent.setup();
    routeApi(browserApi.request, {
      "/auth/me/": () => signedInUser,
      "/ondemand/requests/": () => {
        throw new ServerError({ status: 400, type: "too_many_items", message: "server text" });
      },
    });
    await renderCart(<Page />);
    const dialog = await openRequest(u);
    await u.click(within(dialog).getByRole("button", { name: "Submit my request" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(en.cart.tooManyItems);
    expect(within(dialog).getAllByRole("listitem")).toHaveLength(2);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("any other failure is a toast with the server's message; nothing is lost", async () => {
    const u = userEvent.setup();
    const message = "You already have access to these items or have already requested them.";
    routeApi(browserApi.request, {
      "/auth/me/": () => signedInUser,
      "/ondemand/requests/": () => {
        throw new ServerError({ status: 400, type: "nothing_to_request", message });
      },
    });
    await renderCart(<Page />);
    const dialog = await openRequest(u);
    await u.click(within(dialog).getByRole("button", { name: "Submit my request" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    expect(screen.getByRole("dialog", { name: "My request" })).toBeInTheDocument();
    expect(within(dialog).getAllByRole("listitem")).toHaveLength(2);
    expect(within(dialog).getByRole("button", { name: "Submit my request" })).toBeEnabled();
    expect(storedEntries()).toHaveLength(2);
  });

  it("a network failure is the translated generic message", async () => {
    const u = userEvent.setup();
    routeApi(browserApi.request, {
      "/auth/me/": () => signedInUser,
      "/ondemand/requests/": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    await renderCart(<Page />);
    await u.click(within(await openRequest(u)).getByRole("button", { name: "Submit my request" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(en.errors.generic));
  });

  it("closing the drawer on the login panel abandons the pending request", async () => {
    const u = userEvent.setup();
    routeApi(browserApi.request, {
      "/auth/me/": () => {
        throw signedOutError();
      },
    });
    await renderCart(<Page />);
    await u.click(within(await openRequest(u)).getByRole("button", { name: "Submit my request" }));
    await screen.findByRole("dialog", { name: "Log in to send your request" });
    await u.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // Reopening shows the list again, not the login form.
    expect(await openRequest(u)).toBeInTheDocument();
    expect(calls("/ondemand/requests/")).toHaveLength(0);
  });
});
