import { offersAuthPage, type AuthPage } from "@/lib/auth/auth-pages";

jest.mock("@/lib/server/data", () => ({ getSettings: jest.fn() }));

type Settings = Parameters<typeof offersAuthPage>[0];
const users: Settings = { auth_enabled: true, auth_method: "users", auth_users_registration_enabled: true };
const closed: Settings = { ...users, auth_users_registration_enabled: false };
const password: Settings = { ...users, auth_method: "password" };
const off: Settings = { ...users, auth_enabled: false };

describe("offersAuthPage", () => {
  it.each<[string, Settings, Record<AuthPage, boolean>]>([
    ["users, registration open", users, { login: true, register: true, invitation: true, passwordReset: true }],
    ["users, registration closed", closed, { login: true, register: false, invitation: true, passwordReset: true }],
    ["site password", password, { login: true, register: false, invitation: false, passwordReset: false }],
    ["auth disabled", off, { login: false, register: false, invitation: false, passwordReset: false }],
  ])("%s", (_name, settings, expected) => {
    for (const [page, offered] of Object.entries(expected)) {
      expect([page, offersAuthPage(settings, page as AuthPage)]).toEqual([page, offered]);
    }
  });
});
