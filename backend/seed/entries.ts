// Faq and Testimonials entries ({image, title, subtitle, description}) shared by the demo pages.
// Quotes are placeholders attributed to nobody real.
import type { Entry, Translate } from "./blocks";

const entry = (image: string | null, title: string, subtitle: string, description: string): Entry => ({
  image,
  title,
  subtitle,
  description,
});

export function featureEntries(t: Translate): Entry[] {
  return [
    entry(
      "/demo/categories/maps.svg",
      t("Browse", "Parcourir"),
      t("By place and theme", "Par lieu et par thème"),
      t("Follow the categories from a region down to a single village.", "Suivez les catégories d’une région jusqu’à un village."),
    ),
    entry(
      "/demo/categories/glossary.svg",
      t("Search", "Rechercher"),
      t("Text and languages", "Texte et langues"),
      t(
        "Search names, places and tags, and filter by the languages spoken.",
        "Cherchez des noms, des lieux et des mots-clés, et filtrez par langue parlée.",
      ),
    ),
    entry(
      "/demo/categories/methodology.svg",
      t("Request", "Demander"),
      t("From My List", "Depuis Ma liste"),
      t(
        "Ask for on-demand testimonies; a member reviews every request.",
        "Demandez les témoignages sur demande ; un membre examine chaque demande.",
      ),
    ),
  ];
}

export function questionEntries(t: Translate): Entry[] {
  return [
    entry(
      null,
      t("How long does access last?", "Combien de temps dure l’accès ?"),
      "",
      t(
        "Approved testimonies stay available in My List for three months.",
        "Les témoignages accordés restent disponibles dans Ma liste pendant trois mois.",
      ),
    ),
    entry(
      null,
      t("How many testimonies can I request?", "Combien de témoignages puis-je demander ?"),
      "",
      t(
        "Up to ten per request. You may have several requests open at once.",
        "Jusqu’à dix par demande. Plusieurs demandes peuvent être ouvertes en même temps.",
      ),
    ),
    entry(
      null,
      t("Can I download the videos?", "Puis-je télécharger les vidéos ?"),
      "",
      t(
        "No. Downloading or copying the material is forbidden; quotations must cite the organisation and this website.",
        "Non. Le téléchargement et la copie sont interdits ; toute citation doit mentionner l’organisation et ce site.",
      ),
    ),
  ];
}

export function studioQuestionEntries(t: Translate): Entry[] {
  return [
    entry(
      null,
      t("What does a plan include?", "Que comprend un abonnement ?"),
      "",
      t(
        "Each plan lists the videos it covers; some videos are only sold one by one.",
        "Chaque abonnement indique les vidéos couvertes ; certaines ne sont vendues qu’à l’unité.",
      ),
    ),
    entry(
      null,
      t("Can I rent a single video?", "Puis-je louer une seule vidéo ?"),
      "",
      t(
        "Yes: rent it for 48 hours or 30 days, or buy unlimited access.",
        "Oui : louez-la 48 heures ou 30 jours, ou achetez un accès illimité.",
      ),
    ),
    entry(
      null,
      t("Which currency is used?", "Quelle devise est utilisée ?"),
      "",
      t("Prices are shown in Swiss francs (CHF).", "Les prix sont affichés en francs suisses (CHF)."),
    ),
  ];
}

export function testimonialEntries(t: Translate): Entry[] {
  return [
    entry(
      "/demo/avatars/avatar-1.svg",
      "Person A",
      t("Teacher (placeholder)", "Enseignante (fictif)"),
      t(
        "“A placeholder quote about preparing a lesson with the archive.”",
        "« Une citation fictive sur la préparation d’un cours avec les archives. »",
      ),
    ),
    entry(
      "/demo/avatars/avatar-2.svg",
      "Person B",
      t("Researcher (placeholder)", "Chercheur (fictif)"),
      t(
        "“A placeholder quote about finding recordings by language.”",
        "« Une citation fictive sur la recherche d’enregistrements par langue. »",
      ),
    ),
    entry(
      "/demo/avatars/avatar-3.svg",
      "Person C",
      t("Student (placeholder)", "Étudiante (fictif)"),
      t("“A placeholder quote about requesting access for a thesis.”", "« Une citation fictive sur une demande d’accès pour un mémoire. »"),
    ),
  ];
}
