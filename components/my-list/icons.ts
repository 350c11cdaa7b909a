// The icons of My List's first load (symbols of the sprite); why: components/ui/icons.ts.
import { iconSymbol } from "@/components/ui/icon-sprite";
export const mdiCheckCircleOutline = iconSymbol("mdiCheckCircleOutline");
export const mdiClockOutline = iconSymbol("mdiClockOutline");
export const mdiCloseCircleOutline = iconSymbol("mdiCloseCircleOutline");
export const mdiRefresh = iconSymbol("mdiRefresh");
export const mdiTimerOffOutline = iconSymbol("mdiTimerOffOutline");
