import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AccountMenu } from "@/components/layout/account-menu";
import type { User } from "@/lib/api/schemas";
import { installDomShims, renderAdmin } from "./test-utils";

jest.mock("@/lib/i18n/navigation", () => require("./test-utils").navigationMock);
jest.mock("@/lib/api/browser", () => ({ browserApi: { request: jest.fn() } }));

const user: User = { uid: "u", first_name: "Demo", last_name: "Member", email: "member@example.org", is_member: true };

beforeAll(installDomShims);

describe("AccountMenu – members' area", () => {
  it.each([
    { who: "a member", is_member: true, shown: true },
    { who: "another user", is_member: false, shown: false },
  ])("links to /admin for $who: $shown", async ({ is_member, shown }) => {
    const person = userEvent.setup();
    renderAdmin(<AccountMenu user={{ ...user, is_member }} authMethod="users" />);
    await person.click(screen.getByRole("button", { name: "Account" }));
    expect(await screen.findByRole("menuitem", { name: "My list" })).toBeInTheDocument();
    const link = screen.queryByRole("menuitem", { name: "Members' area" });
    if (shown) expect(link).toHaveAttribute("href", "/admin");
    else expect(link).not.toBeInTheDocument();
  });
});
