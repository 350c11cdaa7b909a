// The icons of an item page's first load (symbols of the sprite); why: components/ui/icons.ts.
import { iconSymbol } from "@/components/ui/icon-sprite";
export const mdiContentCopy = iconSymbol("mdiContentCopy");
export const mdiDownload = iconSymbol("mdiDownload");
export const mdiEmailFastOutline = iconSymbol("mdiEmailFastOutline");
export const mdiFileDocumentOutline = iconSymbol("mdiFileDocumentOutline");
export const mdiFileVideoOutline = iconSymbol("mdiFileVideoOutline");
export const mdiFormatQuoteClose = iconSymbol("mdiFormatQuoteClose");
export const mdiLockOutline = iconSymbol("mdiLockOutline");
export const mdiLogin = iconSymbol("mdiLogin");
export const mdiPlayCircle = iconSymbol("mdiPlayCircle");
export const mdiShareVariant = iconSymbol("mdiShareVariant");
export const mdiStarOutline = iconSymbol("mdiStarOutline");
export const mdiTimerSandComplete = iconSymbol("mdiTimerSandComplete");
