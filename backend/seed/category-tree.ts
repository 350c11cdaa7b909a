// The demo category trees (3 levels). Names are plain placeholders for an oral-history archive
// organised by place and theme, and for a small video channel; no real place or person.
import type { SiteCode } from "./sites";

export type CategoryDef = {
  name: string;
  fr: string;
  icon: string;
  /** Only read on top-level categories. */
  navbar?: boolean;
  children?: CategoryDef[];
};

const c = (name: string, fr: string, icon: string, children?: CategoryDef[], navbar = true): CategoryDef => ({
  name,
  fr,
  icon,
  navbar,
  children,
});

const ARCHIVE_TREE: CategoryDef[] = [
  c("Region A", "Région A", "mdi-map-marker", [
    c("Villages of the North", "Villages du Nord", "mdi-home-group", [
      c("Village A1", "Village A1", "mdi-home"),
      c("Village A2", "Village A2", "mdi-home"),
      c("Village A3", "Village A3", "mdi-home"),
    ]),
    c("Towns of the South", "Villes du Sud", "mdi-city"),
    c("River valley", "Vallée de la rivière", "mdi-waves"),
  ]),
  c("Region B", "Région B", "mdi-map-marker-outline", [
    c("Eastern districts", "Districts de l’Est", "mdi-compass", [
      c("District B1", "District B1", "mdi-map-marker-circle"),
      c("District B2", "District B2", "mdi-map-marker-circle"),
    ]),
    c("Western districts", "Districts de l’Ouest", "mdi-compass-outline"),
    c("Border area", "Zone frontalière", "mdi-boom-gate"),
  ]),
  c(
    "Collections",
    "Collections",
    "mdi-folder-multiple",
    [
      c("Interview series", "Séries d’entretiens", "mdi-playlist-play"),
      c("Teacher selections", "Sélections pour enseignants", "mdi-human-male-board"),
    ],
    false,
  ),
  c("Region C", "Région C", "mdi-map-marker-radius", [
    c("Coastal places", "Lieux côtiers", "mdi-sail-boat"),
    c("Inland places", "Lieux de l’intérieur", "mdi-pine-tree", [c("Town C1", "Ville C1", "mdi-city-variant")]),
  ]),
  c("Region D", "Région D", "mdi-map", [
    c("Northern plain", "Plaine du Nord", "mdi-grass"),
    c("Forest area", "Zone forestière", "mdi-forest"),
    c("Lake district", "Région des lacs", "mdi-water"),
    c("Hill country", "Pays de collines", "mdi-image-filter-hdr"),
  ]),
  c("Witnesses' memories", "Mémoires des témoins", "mdi-account-voice", [
    c("Childhood memories", "Souvenirs d’enfance", "mdi-teddy-bear"),
    c("Family stories", "Histoires de famille", "mdi-account-group"),
    c("Daily life before the war", "La vie quotidienne avant la guerre", "mdi-coffee"),
    c("Neighbours' accounts", "Récits de voisins", "mdi-account-multiple"),
  ]),
  c("Places of memory", "Lieux de mémoire", "mdi-pillar", [
    c("Memorial sites", "Sites commémoratifs", "mdi-flower"),
    c("Sites identified by witnesses", "Lieux identifiés par les témoins", "mdi-map-search", [
      c("Sites surveyed in Region A", "Lieux étudiés en région A", "mdi-map-marker-check"),
      c("Sites surveyed in Region B", "Lieux étudiés en région B", "mdi-map-marker-check"),
    ]),
    c("Sites being documented", "Lieux en cours de documentation", "mdi-progress-clock"),
  ]),
  c("Themes", "Thèmes", "mdi-tag-multiple", [
    c("School and education", "École et éducation", "mdi-school"),
    c("Work and trades", "Travail et métiers", "mdi-hammer"),
    c("Religious life", "Vie religieuse", "mdi-candle"),
    c("Languages spoken", "Langues parlées", "mdi-translate"),
  ]),
  c("Research tools", "Outils de recherche", "mdi-magnify", [
    c("Maps", "Cartes", "mdi-map-legend"),
    c("Glossary", "Glossaire", "mdi-book-alphabet"),
    c("Methodology", "Méthodologie", "mdi-clipboard-text"),
  ]),
  c(
    "Recent additions",
    "Ajouts récents",
    "mdi-new-box",
    [c("Added this year", "Ajoutés cette année", "mdi-calendar-star"), c("Added last year", "Ajoutés l’an dernier", "mdi-calendar")],
    false,
  ),
];

const STUDIO_TREE: CategoryDef[] = [
  c("Documentaries", "Documentaires", "mdi-filmstrip", [
    c("Feature documentaries", "Documentaires longs", "mdi-movie-roll"),
    c("Short documentaries", "Documentaires courts", "mdi-movie-outline", [
      c("Under ten minutes", "Moins de dix minutes", "mdi-timer-outline"),
    ]),
  ]),
  c("Interviews", "Entretiens", "mdi-microphone", [
    c("Portraits", "Portraits", "mdi-account-box"),
    c("Conversations", "Conversations", "mdi-forum"),
    c("Panels", "Tables rondes", "mdi-account-group-outline"),
  ]),
  c("Lectures", "Conférences", "mdi-presentation", [
    c("Introductory lectures", "Conférences d’introduction", "mdi-numeric-1-box"),
    c("Advanced lectures", "Conférences avancées", "mdi-numeric-2-box"),
  ]),
  c("Workshops", "Ateliers", "mdi-hammer-wrench", [
    c("Filming workshops", "Ateliers de tournage", "mdi-video-vintage"),
    c("Editing workshops", "Ateliers de montage", "mdi-content-cut", [
      c("Sound editing", "Montage son", "mdi-waveform"),
      c("Colour grading", "Étalonnage", "mdi-palette"),
    ]),
  ]),
  c(
    "Free previews",
    "Aperçus gratuits",
    "mdi-gift",
    [c("Trailers", "Bandes-annonces", "mdi-play-box"), c("Extracts", "Extraits", "mdi-scissors-cutting")],
    false,
  ),
  c("Series", "Séries", "mdi-television-classic", [
    c("Season one", "Saison un", "mdi-numeric-1-circle"),
    c("Season two", "Saison deux", "mdi-numeric-2-circle"),
  ]),
  c("Short films", "Courts métrages", "mdi-movie-open", [
    c("Animated shorts", "Courts métrages d’animation", "mdi-drawing"),
    c("Live-action shorts", "Courts métrages en prises de vue réelles", "mdi-camera"),
  ]),
  c("Behind the scenes", "Coulisses", "mdi-camera-iris", [
    c("On set", "Sur le plateau", "mdi-movie-open-settings"),
    c("In the studio", "En studio", "mdi-microphone-variant"),
  ]),
  c(
    "Staff picks",
    "Coups de cœur",
    "mdi-star",
    [c("Picks of the month", "Coups de cœur du mois", "mdi-calendar-month"), c("Classics", "Classiques", "mdi-trophy")],
    false,
  ),
];

export const CATEGORY_TREES: Record<SiteCode, CategoryDef[]> = { archive: ARCHIVE_TREE, studio: STUDIO_TREE };
