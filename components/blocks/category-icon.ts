// Category icons are stored as Material Design icon names (`mdi-map-marker`). Importing all of
// @mdi/js to look any name up would weigh ~3 MB on the server; a table of the names in use, with
// a folder as default, is enough.
import {
  mdiAccountGroup,
  mdiAccountVoice,
  mdiBookAlphabet,
  mdiCalendar,
  mdiCameraIris,
  mdiCity,
  mdiFilmstrip,
  mdiFolderMultiple,
  mdiFolderOutline,
  mdiGift,
  mdiHammerWrench,
  mdiHome,
  mdiMagnify,
  mdiMap,
  mdiMapMarker,
  mdiMapMarkerOutline,
  mdiMapMarkerRadius,
  mdiMicrophone,
  mdiMovieOpen,
  mdiNewBox,
  mdiPillar,
  mdiPlaylistPlay,
  mdiPresentation,
  mdiSchool,
  mdiStar,
  mdiTagMultiple,
  mdiTelevisionClassic,
  mdiVideoVintage,
} from "@mdi/js";

const ICONS: Record<string, string> = {
  "account-group": mdiAccountGroup,
  "account-voice": mdiAccountVoice,
  "book-alphabet": mdiBookAlphabet,
  calendar: mdiCalendar,
  "camera-iris": mdiCameraIris,
  city: mdiCity,
  filmstrip: mdiFilmstrip,
  "folder-multiple": mdiFolderMultiple,
  "folder-outline": mdiFolderOutline,
  gift: mdiGift,
  "hammer-wrench": mdiHammerWrench,
  home: mdiHome,
  magnify: mdiMagnify,
  map: mdiMap,
  "map-marker": mdiMapMarker,
  "map-marker-outline": mdiMapMarkerOutline,
  "map-marker-radius": mdiMapMarkerRadius,
  microphone: mdiMicrophone,
  "movie-open": mdiMovieOpen,
  "new-box": mdiNewBox,
  pillar: mdiPillar,
  "playlist-play": mdiPlaylistPlay,
  presentation: mdiPresentation,
  school: mdiSchool,
  star: mdiStar,
  "tag-multiple": mdiTagMultiple,
  "television-classic": mdiTelevisionClassic,
  "video-vintage": mdiVideoVintage,
};

export const DEFAULT_CATEGORY_ICON = mdiFolderOutline;

/** The @mdi/js path of `mdi-map-marker` (or `mdiMapMarker`, or `map-marker`); a folder when unknown. */
export function categoryIconPath(name: string | null | undefined): string {
  if (!name) return DEFAULT_CATEGORY_ICON;
  const kebab = name
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .toLowerCase()
    .replace(/^mdi-/, "");
  return ICONS[kebab] ?? DEFAULT_CATEGORY_ICON;
}
