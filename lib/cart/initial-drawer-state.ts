// The cart drawer's state before anything happened. Apart from its reducer (drawer-state.ts), which
// comes with the cart's engine: every page's frame starts with this, and few ever need the rest.
import type { DrawerState } from "./drawer-state";

export const initialDrawerState: DrawerState = {
  open: false,
  panel: "onDemand",
  tooMany: false,
  pending: null,
  submitting: null,
  checkoutError: null,
  back: null,
};
