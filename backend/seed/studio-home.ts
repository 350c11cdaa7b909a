// The studio's home page (dark theme): the Items and Categories layouts the archive does not use,
// a subscription Banner1, a questions-variant Faq and a Testimonials slider.
import type { BlockRecord } from "../db/schema";
import {
  banner1Block,
  bilingualPage,
  button,
  categoriesBlock,
  colorBackground,
  faqBlock,
  heading,
  imageField,
  itemsBlock,
  testimonialsBlock,
  textField,
} from "./blocks";
import { studioQuestionEntries, testimonialEntries } from "./entries";
import { handPicked, type PageContext } from "./page-context";

export const studioHome = bilingualPage((ctx: PageContext, t): BlockRecord[] => {
  const dark = colorBackground("#121212");
  const black = colorBackground("#000000");
  return [
    itemsBlock(
      "studio:new",
      heading(t("New on Studio Channel", "Nouveau sur la Chaîne Studio"), t("Documentaries and interviews", "Documentaires et entretiens")),
      "fullscreen-medias-slider",
      { categories: ctx.categories("documentaries", "interviews"), order_by: "-published_at", limit: 10, offset: 0 },
      black,
    ),
    categoriesBlock(
      "studio:sections",
      heading(t("Sections", "Rubriques"), t("Everything on the channel", "Tout le contenu de la chaîne")),
      "grid-horizontal-image",
      { selection: ctx.navbarTop, order_by: "position", limit: 7 },
      dark,
    ),
    itemsBlock(
      "studio:lectures",
      heading(t("Lectures", "Conférences"), t("From introduction to advanced", "De l’introduction au niveau avancé")),
      "container-slider-media-top",
      { categories: ctx.categories("lectures"), order_by: "name", limit: 6, offset: 0 },
      dark,
    ),
    banner1Block("studio:banner-subscribe", t("Subscribe", "S’abonner"), {
      title: textField(t("Watch everything with a pass", "Tout regarder avec un pass"), {
        fontSize: 3,
        fontIsBold: true,
        color: "#ffffff",
        textAlign: "center",
      }),
      subtitle: textField(t("Monthly or yearly, cancel at any time", "Mensuel ou annuel, résiliable à tout moment"), {
        color: "#e0f7f5",
        textAlign: "center",
      }),
      text: textField(
        t(
          "Or rent single videos for 48 hours or 30 days. Prices in CHF (placeholder offer).",
          "Ou louez une vidéo pour 48 heures ou 30 jours. Prix en CHF (offre fictive).",
        ),
        { fontSize: 1, color: "#ffffff", textAlign: "center", fontIsItalic: true },
      ),
      button: button(t("See all videos", "Voir toutes les vidéos"), "/medias", "#00b3a4", "#000000"),
      image: imageField(null),
      background: colorBackground("#00423d"),
    }),
    itemsBlock(
      "studio:workshops",
      heading(t("Workshops", "Ateliers"), t("Filming and editing", "Tournage et montage")),
      "container-slider-media-bottom",
      { categories: ctx.categories("workshops"), order_by: "-name", limit: 6, offset: 0 },
      dark,
    ),
    categoriesBlock(
      "studio:series",
      heading(t("Series and shorts", "Séries et courts métrages")),
      "grid-vertical-image",
      {
        selection: ctx.categories("season-one", "season-two", "animated-shorts", "live-action-shorts"),
        order_by: "name",
        limit: 4,
      },
      black,
    ),
    itemsBlock(
      "studio:free",
      heading(t("Free to watch", "En accès libre"), t("No purchase needed", "Sans achat")),
      "medias-grid",
      handPicked(ctx, [0, 4], [0, 1]),
      dark,
    ),
    faqBlock(
      "studio:faq",
      heading(t("Questions about access", "Questions sur l’accès"), "", t("Questions", "Questions")),
      "questions",
      "card-expansion-panels",
      studioQuestionEntries(t),
      black,
    ),
    testimonialsBlock(
      "studio:viewers",
      heading(t("What viewers say", "Ce qu’en disent les spectateurs"), t("Placeholder quotes", "Citations fictives")),
      "slider",
      testimonialEntries(t),
      dark,
    ),
  ];
});
