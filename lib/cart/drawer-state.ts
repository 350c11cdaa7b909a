// The cart drawer's state (spec §2 "Cart drawer", §4): which panel shows, whether it is open,
// the too-many-items error, a submission waiting for the visitor to sign in, the submission under
// way (the loading overlay) and the last checkout failure.
import type { WebsiteSettings } from "../api/schemas";

/** What the drawer needs of the site's settings: how visitors sign in, and whether it sells. */
export type DrawerSettings = Pick<WebsiteSettings, "auth_method" | "auth_users_registration_enabled"> &
  Partial<Pick<WebsiteSettings, "monetization_enabled">>;

/** `purchases`: "Already bought? Get my purchases" (mails a sign-in link to a buyer's purchases). */
export type CartPanel = "prices" | "subscriptions" | "onDemand" | "onDemandSuccess" | "login" | "purchases";

/**
 * What is sent, and what resumes after login (spec §4 "Checkout while unauthenticated"): the
 * on-demand request, the paid cart's prices (read again when sent), or one plan's subscription.
 */
export type PendingSubmission =
  { type: "onDemand" } | { type: "prices"; email?: string } | { type: "subscription"; plan: string; email?: string };
export type SubmissionType = PendingSubmission["type"];

/** A checkout the server refused: its own message, or null for the generic text. */
export type CheckoutError = { message: string | null };

export type DrawerState = {
  open: boolean;
  panel: CartPanel;
  tooMany: boolean;
  pending: PendingSubmission | null;
  /** The submission under way, if any (the drawer's loading overlay says which). */
  submitting: SubmissionType | null;
  checkoutError: CheckoutError | null;
  /** The panel the purchases panel was opened from (its Back button), null when opened directly. */
  back: CartPanel | null;
};

export type DrawerAction =
  | { type: "open"; panel: CartPanel; tooMany?: boolean }
  | { type: "close" }
  | { type: "showPanel"; panel: CartPanel }
  | { type: "setTooMany"; value: boolean }
  | { type: "loginRequired"; pending: PendingSubmission }
  | { type: "submitStart"; job: SubmissionType }
  | { type: "submitEnd" }
  | { type: "onDemandSent" }
  | { type: "checkoutFailed"; panel: CartPanel; message: string | null };

/** The panel a submission belongs to: where the visitor goes back to from the login panel. */
export function panelOf(job: SubmissionType): CartPanel {
  if (job === "prices") return "prices";
  if (job === "subscription") return "subscriptions";
  return "onDemand";
}

export function drawerReducer(state: DrawerState, action: DrawerAction): DrawerState {
  switch (action.type) {
    case "open":
      return { ...state, open: true, panel: action.panel, tooMany: action.tooMany ?? state.tooMany, checkoutError: null, back: null };
    case "close":
      // Closing abandons a submission that waited for login: signing in later elsewhere must not
      // send a request the visitor walked away from.
      return { ...state, open: false, pending: null, tooMany: false, checkoutError: null };
    case "showPanel":
      if (action.panel === state.panel) return state;
      return { ...state, panel: action.panel, checkoutError: null, back: action.panel === "purchases" ? state.panel : null };
    case "setTooMany":
      return { ...state, tooMany: action.value };
    case "loginRequired":
      return { ...state, open: true, panel: "login", pending: action.pending, checkoutError: null };
    case "submitStart":
      return { ...state, submitting: action.job, checkoutError: null };
    case "submitEnd":
      return { ...state, submitting: null };
    case "onDemandSent":
      return { ...state, panel: "onDemandSuccess", pending: null, tooMany: false };
    case "checkoutFailed":
      // Shown on the panel of the checkout, even when it was resent from the login panel.
      return { ...state, open: true, panel: action.panel, pending: null, checkoutError: { message: action.message } };
  }
}
