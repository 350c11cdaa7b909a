// The cart drawer's state (spec §2 "Cart drawer", §4): which panel shows, whether it is open,
// the too-many-items error, a submission waiting for the visitor to sign in, and the overlay.

/** prices and subscriptions belong to the paid cart (a later issue); the names are reserved. */
export type CartPanel = "prices" | "subscriptions" | "onDemand" | "onDemandSuccess" | "login";

/** What resumes after login (spec §4 "Checkout while unauthenticated"). */
export type PendingSubmission = "onDemand";

export type DrawerState = {
  open: boolean;
  panel: CartPanel;
  tooMany: boolean;
  pending: PendingSubmission | null;
  submitting: boolean;
};

export type DrawerAction =
  | { type: "open"; panel: CartPanel; tooMany?: boolean }
  | { type: "close" }
  | { type: "showPanel"; panel: CartPanel }
  | { type: "setTooMany"; value: boolean }
  | { type: "loginRequired"; pending: PendingSubmission }
  | { type: "submitStart" }
  | { type: "submitEnd" }
  | { type: "onDemandSent" };

export const initialDrawerState: DrawerState = {
  open: false,
  panel: "onDemand",
  tooMany: false,
  pending: null,
  submitting: false,
};

export function drawerReducer(state: DrawerState, action: DrawerAction): DrawerState {
  switch (action.type) {
    case "open":
      return { ...state, open: true, panel: action.panel, tooMany: action.tooMany ?? state.tooMany };
    case "close":
      // Closing abandons a submission that waited for login: signing in later elsewhere must not
      // send a request the visitor walked away from.
      return { ...state, open: false, pending: null, tooMany: false };
    case "showPanel":
      return { ...state, panel: action.panel };
    case "setTooMany":
      return { ...state, tooMany: action.value };
    case "loginRequired":
      return { ...state, open: true, panel: "login", pending: action.pending };
    case "submitStart":
      return { ...state, submitting: true };
    case "submitEnd":
      return { ...state, submitting: false };
    case "onDemandSent":
      return { ...state, panel: "onDemandSuccess", pending: null, tooMany: false };
  }
}
