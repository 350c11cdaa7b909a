// Shared helpers of the layout tests: an intl wrapper with only the namespaces they need, the
// DOM APIs Radix expects and jsdom lacks, and fakes of lib/i18n/navigation and next/navigation.
import type { CategoryNode, User } from "@/lib/api/schemas";
import en from "@/messages/en.json";
import { category } from "../helpers/fixtures";
import { intlRenderer } from "../helpers/intl";

export { navigationMock, pathnameMock, routerMock } from "../helpers/navigation-mock";

/** The query `useSearchParams` answers: jest.mock("next/navigation", () => require("./test-utils").nextNavigationMock). */
export const searchParamsMock = { current: new URLSearchParams() };
/** @public – read by jest.mock factories through require(). */
export const nextNavigationMock = { useSearchParams: () => searchParamsMock.current };

/** The session `useCurrentUser` answers: jest.mock("@/lib/auth/use-current-user", () => require("./test-utils").currentUserMock). */
export const userMock: { current: User | null | undefined } = { current: null };
/** @public – read by jest.mock factories through require(). */
export const currentUserMock = {
  CURRENT_USER_KEY: "/auth/me/",
  useCurrentUser: (enabled: boolean) => ({ user: enabled ? userMock.current : null, isLoading: false }),
};

const messages = { layout: en.layout, contact: en.contact, send: en.send, errors: en.errors };

export const renderWithIntl = intlRenderer(messages);

/** Radix measures elements and captures pointers; jsdom implements neither. */
export function installDomShims() {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
  const proto = Element.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => {};
  proto.releasePointerCapture ??= () => {};
  proto.scrollIntoView ??= () => {};
}

// ---- fixtures

let seq = 0;
export function node(name: string, children: CategoryNode[] = [], overrides: Partial<CategoryNode> = {}): CategoryNode {
  seq += 1;
  const uid = overrides.uid ?? `uid-${name}-${seq}`;
  return { ...category(name, { uid, ...overrides }), children: children.map((child) => ({ ...child, parent_id: uid })) };
}
