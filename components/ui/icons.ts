// The icons of the pages' first load (the Material Design icons of spec §9), named after @mdi/js.
// @mdi/js is one module to the bundler: every path that any browser code imports from it lands in
// one chunk, which every page then loads first (85 paths, 7.7 KB gzipped). So a module of a public
// page's first load takes its icons from here (the frame's and the shared widgets') or from its own
// folder's icons.ts (that feature's pages): symbols of one SVG file (./icon-sprite.ts), whose
// paths are not in the JavaScript. Code the browser loads later (drawers, dialogs, the members'
// area) imports @mdi/js itself. tests/unit/ui/first-load-icons.test.ts checks both rules and the
// sprite against @mdi/js.
import { iconSymbol } from "./icon-sprite";
export const mdiClose = iconSymbol("mdiClose");
export const mdiMagnify = iconSymbol("mdiMagnify");
export const mdiChevronDown = iconSymbol("mdiChevronDown");
export const mdiChevronUp = iconSymbol("mdiChevronUp");
export const mdiChevronLeft = iconSymbol("mdiChevronLeft");
export const mdiChevronRight = iconSymbol("mdiChevronRight");
export const mdiPause = iconSymbol("mdiPause");
export const mdiPlay = iconSymbol("mdiPlay");
export const mdiTranslate = iconSymbol("mdiTranslate");
export const mdiAccountCircle = iconSymbol("mdiAccountCircle");
export const mdiAccountCircleOutline = iconSymbol("mdiAccountCircleOutline");
export const mdiEmailOutline = iconSymbol("mdiEmailOutline");
export const mdiHandHeartOutline = iconSymbol("mdiHandHeartOutline");
export const mdiMenu = iconSymbol("mdiMenu");
export const mdiFormatListBulleted = iconSymbol("mdiFormatListBulleted");
export const mdiLogout = iconSymbol("mdiLogout");
export const mdiHelpCircleOutline = iconSymbol("mdiHelpCircleOutline");
export const mdiCartOutline = iconSymbol("mdiCartOutline");
export const mdiPlaylistCheck = iconSymbol("mdiPlaylistCheck");
