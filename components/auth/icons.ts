// The sign-in forms' icons (symbols of the sprite); why: components/ui/icons.ts.
import { iconSymbol } from "@/components/ui/icon-sprite";
export const mdiEye = iconSymbol("mdiEye");
export const mdiEyeOff = iconSymbol("mdiEyeOff");
