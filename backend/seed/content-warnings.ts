// The demo content warnings: a few items carry their own, and one category per site warns for
// every item filed under it (services/items/warnings.ts). Placeholder texts, in English and French.
// Which items is fixed by their number, not drawn: the catalogue's random streams stay as they were,
// and the items other checks play first (the newest public media and playlist) carry none.
import type { I18nText } from "../db/schema";
import type { SiteCode } from "./sites";

type Warning = { en: string; fr: string };

const VIOLENCE: Warning = {
  en: "This testimony describes violence and death in detail.",
  fr: "Ce témoignage décrit en détail des violences et des morts.",
};
const DEPORTATION: Warning = {
  en: "This testimony recounts a deportation and the loss of family members.",
  fr: "Ce témoignage raconte une déportation et la perte de membres de la famille.",
};
const DISTRESSING_IMAGES: Warning = {
  en: "This film contains archive images of war that some viewers may find distressing.",
  fr: "Ce film contient des images d’archives de guerre que certaines personnes pourraient trouver éprouvantes.",
};

/** Item number → its own warning. */
const ITEM_WARNINGS: Record<SiteCode, Record<number, Warning>> = {
  archive: { 12: VIOLENCE, 38: DEPORTATION, 85: VIOLENCE },
  studio: { 9: DISTRESSING_IMAGES, 26: DISTRESSING_IMAGES },
};

/** Category slug → its warning. */
const CATEGORY_WARNINGS: Record<SiteCode, Record<string, Warning>> = {
  archive: {
    "sites-surveyed-in-region-a": {
      en: "Testimonies in this category describe places where people were killed and buried.",
      fr: "Les témoignages de cette catégorie décrivent des lieux où des personnes ont été tuées et enterrées.",
    },
  },
  studio: {
    "feature-documentaries": {
      en: "Some documentaries in this category show scenes of conflict and its victims.",
      fr: "Certains documentaires de cette catégorie montrent des scènes de conflit et leurs victimes.",
    },
  },
};

/** The columns of a warning: the English text and its French translation under i18n. */
function columnsOf(warning: Warning | undefined): { contentWarning: string | null; fr: Record<string, string> } {
  return warning ? { contentWarning: warning.en, fr: { content_warning: warning.fr } } : { contentWarning: null, fr: {} };
}

export type ItemWarning = { contentWarning: string | null; i18n: I18nText };

/** An item's warning columns (none for most). */
export function itemWarning(site: SiteCode, n: number): ItemWarning {
  const { contentWarning, fr } = columnsOf(ITEM_WARNINGS[site][n]);
  return { contentWarning, i18n: contentWarning ? { fr } : {} };
}

/** A category's warning: its column, and what to add to its French texts. */
export function categoryWarning(site: SiteCode, slug: string): { contentWarning: string | null; fr: Record<string, string> } {
  return columnsOf(CATEGORY_WARNINGS[site][slug]);
}
