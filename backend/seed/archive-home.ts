// The archive's home page: several Items layouts, two Categories layouts, a Banner1, a Faq,
// Testimonials, a hidden Items block and a hidden Cover (for members to try in the editor).
import type { BlockRecord } from "../db/schema";
import {
  banner1Block,
  bilingualPage,
  block,
  button,
  categoriesBlock,
  colorBackground,
  faqBlock,
  heading,
  imageBackground,
  imageField,
  itemsBlock,
  testimonialsBlock,
  textField,
} from "./blocks";
import { featureEntries, testimonialEntries } from "./entries";
import { handPicked, type PageContext } from "./page-context";

export const archiveHome = bilingualPage((ctx: PageContext, t): BlockRecord[] => {
  const white = colorBackground("#ffffff");
  const tint = colorBackground("#f4efff");
  return [
    itemsBlock(
      "archive:featured",
      heading(
        t("Featured testimonies", "Témoignages à la une"),
        t("A selection from the archive (placeholder content)", "Une sélection des archives (contenu fictif)"),
      ),
      "fullscreen-slider",
      handPicked(ctx, [0, 4], [0, 1]),
      white,
    ),
    categoriesBlock(
      "archive:regions",
      heading(t("Browse by region", "Parcourir par région"), t("Testimonies filed by place", "Les témoignages classés par lieu")),
      "slider",
      { selection: ctx.categories("region-a", "region-b", "region-c", "region-d", "places-of-memory"), order_by: "position", limit: 10 },
      tint,
    ),
    itemsBlock(
      "archive:region-a",
      heading(t("Latest from Region A", "Derniers ajouts — Région A"), t("Newest first", "Les plus récents d’abord")),
      "medias-slider",
      { categories: ctx.categories("region-a"), order_by: "-published_at", limit: 8, offset: 0 },
      white,
    ),
    banner1Block("archive:banner-request", t("Request access", "Demander l’accès"), {
      title: textField(t("Request access to a testimony", "Demander l’accès à un témoignage"), {
        fontSize: 3,
        fontIsBold: true,
        color: "#ffffff",
      }),
      subtitle: textField(t("Some recordings are shared on request", "Certains enregistrements sont communiqués sur demande"), {
        color: "#ffffff",
      }),
      text: textField(
        t(
          "Add testimonies to your list, send the request, and a member of the team reviews it. Approved testimonies stay available for three months.",
          "Ajoutez des témoignages à votre liste, envoyez la demande : un membre de l’équipe l’examine. Les témoignages accordés restent disponibles trois mois.",
        ),
        { fontSize: 1, color: "#ffffff" },
      ),
      button: button(t("How to request", "Comment faire une demande"), "/help/tutos/request", "#ffffff", "#884aff"),
      image: imageField("/demo/archive-auth-bg.svg"),
      background: imageBackground("/demo/categories/region-a-bg.svg", "#884aff"),
    }),
    itemsBlock(
      "archive:memories",
      heading(t("Witnesses' memories", "Mémoires des témoins"), t("Sorted by name", "Triés par nom")),
      "container-slider-media-left",
      { categories: ctx.categories("witnesses-memories"), order_by: "name", limit: 6, offset: 0 },
      white,
    ),
    categoriesBlock(
      "archive:all-categories",
      heading(
        t("Explore the archive", "Explorer les archives"),
        t("Places, themes and research tools", "Lieux, thèmes et outils de recherche"),
        t("All categories", "Toutes les catégories"),
      ),
      "grid-icon",
      { selection: [], order_by: "name", limit: 8 },
      tint,
    ),
    itemsBlock(
      "archive:teachers",
      heading(t("Selected for teachers", "Sélection pour les enseignants"), t("Hand-picked recordings", "Des enregistrements choisis")),
      "medias-grid",
      handPicked(ctx, [4, 11], [1, 2]),
      white,
    ),
    itemsBlock(
      "archive:places",
      heading(
        t("Places and themes", "Lieux et thèmes"),
        t("Oldest first, skipping the first four", "Les plus anciens d’abord, sans les quatre premiers"),
      ),
      "container-slider-media-right",
      { categories: ctx.categories("places-of-memory", "themes"), order_by: "published_at", limit: 8, offset: 4 },
      white,
    ),
    faqBlock(
      "archive:how",
      heading(t("How the archive works", "Fonctionnement des archives"), t("Three steps", "Trois étapes")),
      "features",
      "grid-text-center",
      featureEntries(t),
      tint,
    ),
    testimonialsBlock(
      "archive:users",
      heading(t("What users say", "Ce qu’en disent les utilisateurs"), t("Placeholder quotes", "Citations fictives")),
      "card",
      testimonialEntries(t),
      white,
    ),
    itemsBlock(
      "archive:draft",
      heading(t("Not shown", "Non affiché"), "", t("Draft block (hidden)", "Bloc brouillon (masqué)")),
      "fullscreen-medias-slider",
      { selection: ctx.recent.slice(0, 6) },
      white,
      false,
    ),
    block(
      "archive:cover",
      "Cover",
      t("Cover (hidden, to try in the editor)", "Couverture (masquée, pour essayer l’éditeur)"),
      {
        layout: "fullscreen",
        textPosition: "center",
        title: textField(t("Testimony Archive", "Archives des témoignages"), { textAlign: "center" }),
        subtitle: textField(t("Placeholder cover text", "Texte de couverture fictif"), { textAlign: "center" }),
        button: button("", ""),
        image: imageField("/demo/archive-auth-bg.svg"),
        images: [],
        background: white,
      },
      false,
    ),
  ];
});
