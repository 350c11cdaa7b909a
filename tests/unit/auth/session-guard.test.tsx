import { screen, waitFor } from "@testing-library/react";
import useSWR from "swr";
import { SessionGuard } from "@/components/auth/session-guard";
import { ServerError } from "@/lib/api/errors";
import { handleAuthError, loginPathFor } from "@/lib/auth/auth-error";
import { CURRENT_USER_KEY } from "@/lib/auth/use-current-user";
import { pathnameMock, renderAuth, routerMock } from "./test-utils";

jest.mock("@/lib/i18n/navigation", () => jest.requireActual("./test-utils").navigationMock);
jest.mock("swr", () => jest.requireActual("./test-utils").swrMock());

const { mutate } = jest.requireMock("swr") as { mutate: jest.Mock };

const unauthorized = () => new ServerError({ status: 401, type: "not_authenticated", message: "Sign in." });

function Reader({ swrKey, error }: { swrKey: string; error: Error }) {
  const { error: shown } = useSWR(swrKey, () => Promise.reject(error), { shouldRetryOnError: false });
  return <p>{shown ? "failed" : "loading"}</p>;
}

beforeEach(() => {
  jest.clearAllMocks();
  pathnameMock.current = "/my-list";
  window.history.replaceState(null, "", "/my-list");
});

describe("SessionGuard", () => {
  it("signs the visitor out and sends them to login on a 401 from any read", async () => {
    renderAuth(
      <SessionGuard>
        <Reader swrKey="/items/access/" error={unauthorized()} />
      </SessionGuard>,
    );
    await waitFor(() => expect(routerMock.replace).toHaveBeenCalledWith("/auth/login?next=%2Fmy-list"));
    expect(mutate).toHaveBeenCalledWith(CURRENT_USER_KEY, null, { revalidate: false });
  });

  it("keeps the session on a 403 (one thing refused, e.g. a download)", async () => {
    renderAuth(
      <SessionGuard>
        <Reader swrKey="/items/x/download/" error={new ServerError({ status: 403, type: "forbidden", message: "No." })} />
      </SessionGuard>,
    );
    expect(await screen.findByText("failed")).toBeInTheDocument();
    expect(routerMock.replace).not.toHaveBeenCalled();
    expect(mutate).not.toHaveBeenCalled();
  });

  it("leaves /auth/me/ and other errors alone", async () => {
    renderAuth(
      <SessionGuard>
        <Reader swrKey={CURRENT_USER_KEY} error={unauthorized()} />
        <Reader swrKey="/items/" error={new ServerError({ status: 500, type: "server_error", message: "Boom" })} />
      </SessionGuard>,
    );
    expect(await screen.findAllByText("failed")).toHaveLength(2);
    expect(routerMock.replace).not.toHaveBeenCalled();
    expect(mutate).not.toHaveBeenCalled();
  });
});

describe("handleAuthError", () => {
  it("handles only 401", () => {
    expect(handleAuthError(new ServerError({ status: 400, type: "x", message: "x" }), routerMock, "/a")).toBe(false);
    expect(handleAuthError(new ServerError({ status: 403, type: "forbidden", message: "x" }), routerMock, "/a")).toBe(false);
    expect(handleAuthError(new Error("network"), routerMock, "/a")).toBe(false);
    expect(routerMock.replace).not.toHaveBeenCalled();
    expect(handleAuthError(unauthorized(), routerMock, "/search?q=riga")).toBe(true);
    expect(routerMock.replace).toHaveBeenCalledWith("/auth/login?next=%2Fsearch%3Fq%3Driga");
  });

  it("does not redirect from the auth pages themselves", () => {
    expect(handleAuthError(unauthorized(), routerMock, "/auth/register")).toBe(true);
    expect(routerMock.replace).not.toHaveBeenCalled();
    expect(mutate).toHaveBeenCalledWith(CURRENT_USER_KEY, null, { revalidate: false });
  });

  it("builds the login path", () => {
    expect(loginPathFor("/")).toBe("/auth/login");
    expect(loginPathFor("/auth/login")).toBe("/auth/login");
    expect(loginPathFor("/my-list")).toBe("/auth/login?next=%2Fmy-list");
  });
});
