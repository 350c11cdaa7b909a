// The icons of the account pages' first load (symbols of the sprite); why: components/ui/icons.ts.
import { iconSymbol } from "@/components/ui/icon-sprite";
export const mdiCalendarRemoveOutline = iconSymbol("mdiCalendarRemoveOutline");
