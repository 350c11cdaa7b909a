import { screen } from "@testing-library/react";
import { AdminGate } from "@/components/admin/admin-gate";
import type { User } from "@/lib/api/schemas";
import { pathnameMock, renderAdmin, routerMock } from "./test-utils";

jest.mock("@/lib/i18n/navigation", () => require("./test-utils").navigationMock);
jest.mock("@/lib/auth/use-current-user", () => ({ useCurrentUser: jest.fn() }));

const { useCurrentUser } = jest.requireMock("@/lib/auth/use-current-user") as { useCurrentUser: jest.Mock };

const member: User = { uid: "m", first_name: "Demo", last_name: "Member", email: "member@example.org", is_member: true };
const researcher: User = { ...member, uid: "r", is_member: false };

function renderGate(user: User | null | undefined) {
  useCurrentUser.mockReturnValue({ user, isLoading: user === undefined });
  renderAdmin(
    <AdminGate>
      <p>Members only content</p>
    </AdminGate>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  pathnameMock.current = "/admin";
});

describe("AdminGate", () => {
  it("shows a spinner while the user is loading, and nothing of the area", () => {
    renderGate(undefined);
    expect(screen.getByRole("status")).toHaveTextContent("Checking your access…");
    expect(screen.queryByText("Members only content")).not.toBeInTheDocument();
    expect(routerMock.replace).not.toHaveBeenCalled();
  });

  it.each(["/admin", "/admin/invitations"])("sends a signed-out visitor on %s to the login page, and back after it", (path) => {
    pathnameMock.current = path;
    renderGate(null);
    expect(routerMock.replace).toHaveBeenCalledWith({ pathname: "/auth/login", query: { next: path } });
    expect(screen.queryByText("Members only content")).not.toBeInTheDocument();
  });

  it("shows the not-found page to a signed-in user who is not a member", () => {
    renderGate(researcher);
    expect(screen.getByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    expect(screen.queryByText("Members only content")).not.toBeInTheDocument();
    expect(routerMock.replace).not.toHaveBeenCalled();
  });

  it("shows the area to a member", () => {
    renderGate(member);
    expect(screen.getByText("Members only content")).toBeInTheDocument();
  });

  it("asks for the session, whatever the site's forced-login setting", () => {
    renderGate(member);
    expect(useCurrentUser).toHaveBeenCalledWith(true);
  });
});
