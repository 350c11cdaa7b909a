import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import useSWR, { SWRConfig, useSWRConfig, type Cache, type ScopedMutator } from "swr";
import { useLogout } from "@/components/layout/use-logout";
import { forgetUserData } from "@/lib/auth/forget-user-data";
import { CURRENT_USER_KEY } from "@/lib/auth/use-current-user";

jest.mock("@/lib/i18n/navigation", () => jest.requireActual("./test-utils").navigationMock);
jest.mock("@/lib/api/auth", () => ({ logout: jest.fn(async () => undefined) }));

const MY_LIST = "/items/access/";
const ada = { uid: "u-1", first_name: "Ada" };

/** A tab's SWR cache holding a signed-in user's answers, and its mutate. */
function tab() {
  const cache = new Map() as unknown as Cache;
  let mutate: ScopedMutator | null = null;
  function Capture() {
    mutate = useSWRConfig().mutate;
    // The frame reads the current user on every page (useCurrentUser).
    useSWR(CURRENT_USER_KEY, null);
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>
      <Capture />
      {children}
    </SWRConfig>
  );
  // Set by the first render.
  return { cache, wrapper, mutate: () => mutate! };
}

async function keep(mutate: ScopedMutator) {
  await act(async () => {
    await mutate(CURRENT_USER_KEY, ada, { revalidate: false });
    await mutate(MY_LIST, [{ uid: "item-of-ada" }], { revalidate: false });
    await mutate("/billing/orders/", [{ uid: "order-of-ada" }], { revalidate: false });
  });
}

describe("forgetUserData", () => {
  it("drops every kept answer but the current user's", async () => {
    const { cache, wrapper, mutate } = tab();
    render(<div />, { wrapper });
    await keep(mutate());
    await act(() => forgetUserData(mutate(), { revalidate: false }));
    expect(cache.get(MY_LIST)?.data).toBeUndefined();
    expect(cache.get("/billing/orders/")?.data).toBeUndefined();
    expect(cache.get(CURRENT_USER_KEY)?.data).toEqual(ada);
  });

  it("signing in: what the page shows is asked again, for the new user", async () => {
    const { wrapper, mutate } = tab();
    let owner = "ada";
    const fetcher = jest.fn(async () => `list of ${owner}`);
    function List() {
      const { data } = useSWR(MY_LIST, fetcher);
      return <p>{data ?? "loading"}</p>;
    }
    render(<List />, { wrapper });
    expect(await screen.findByText("list of ada")).toBeInTheDocument();
    owner = "grace";
    await act(() => forgetUserData(mutate(), { revalidate: true }));
    expect(await screen.findByText("list of grace")).toBeInTheDocument();
    expect(screen.queryByText("list of ada")).not.toBeInTheDocument();
  });
});

describe("useLogout", () => {
  it("leaves nothing of the session for the next visitor of the tab", async () => {
    const { cache, wrapper, mutate } = tab();
    const { result } = renderHook(() => useLogout(), { wrapper });
    await keep(mutate());
    await act(() => result.current());
    await waitFor(() => expect(cache.get(CURRENT_USER_KEY)?.data).toBeNull());
    expect(cache.get(MY_LIST)?.data).toBeUndefined();
    expect(cache.get("/billing/orders/")?.data).toBeUndefined();
  });
});
