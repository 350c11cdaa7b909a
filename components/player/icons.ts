// The icons of the player's first load (symbols of the sprite); why: components/ui/icons.ts.
import { iconSymbol } from "@/components/ui/icon-sprite";
export const mdiAlertOutline = iconSymbol("mdiAlertOutline");
export const mdiPlaylistPlay = iconSymbol("mdiPlaylistPlay");
