// The icons of the checkout pages' first load (symbols of the sprite); why: components/ui/icons.ts.
import { iconSymbol } from "@/components/ui/icon-sprite";
export const mdiAlertCircleOutline = iconSymbol("mdiAlertCircleOutline");
export const mdiCheckCircleOutline = iconSymbol("mdiCheckCircleOutline");
export const mdiCreditCardOutline = iconSymbol("mdiCreditCardOutline");
export const mdiDownload = iconSymbol("mdiDownload");
export const mdiFlaskOutline = iconSymbol("mdiFlaskOutline");
export const mdiLockOutline = iconSymbol("mdiLockOutline");
export const mdiTimerOffOutline = iconSymbol("mdiTimerOffOutline");
export const mdiTimerOutline = iconSymbol("mdiTimerOutline");
export const mdiTimerSandComplete = iconSymbol("mdiTimerSandComplete");
