// Shared helpers of the auth tests: an intl wrapper with the `auth` and `validation` namespaces,
// a fresh SWR cache per render, and a fake of lib/i18n/navigation.
import en from "@/messages/en.json";
import { intlRenderer } from "../helpers/intl";

export { navigationMock, pathnameMock, routerMock } from "../helpers/navigation-mock";

const messages = { auth: en.auth, validation: en.validation };

export const renderAuth = intlRenderer(messages, { swr: true });

/** The account calls of lib/api/auth, all mocks. */
export const authApiMock = {
  login: jest.fn(),
  logout: jest.fn(),
  getMe: jest.fn(),
  register: jest.fn(),
  getInvitation: jest.fn(),
  registerByInvitation: jest.fn(),
  requestPasswordReset: jest.fn(),
  confirmPasswordReset: jest.fn(),
};

/** SWR itself, with the global `mutate` spied on (the forms refresh the current user with it). */
export function swrMock() {
  const actual = jest.requireActual<Record<string, unknown>>("swr");
  return { __esModule: true, ...actual, mutate: jest.fn(() => Promise.resolve(undefined)) };
}
