// The footer's icons of the social networks (symbols of the sprite); why: components/ui/icons.ts.
import { iconSymbol } from "@/components/ui/icon-sprite";
export const mdiYoutube = iconSymbol("mdiYoutube");
export const mdiFacebook = iconSymbol("mdiFacebook");
export const mdiInstagram = iconSymbol("mdiInstagram");
export const mdiTwitter = iconSymbol("mdiTwitter");
export const mdiLinkedin = iconSymbol("mdiLinkedin");
export const mdiWeb = iconSymbol("mdiWeb");
