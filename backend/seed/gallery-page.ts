// A second archive page (not the home page) holding the Faq and Testimonials layouts the two
// home pages leave out, so every layout of spec §2 exists in the demo data, and one block of each
// of the editor's layout families (Cover, Message, Banner3) with placeholder text.
import type { BlockRecord } from "../db/schema";
import {
  banner3Block,
  button,
  colorBackground,
  coverBlock,
  faqBlock,
  imageBackground,
  imageField,
  messageBlock,
  testimonialsBlock,
  textField,
  translator,
  type Lang,
  type Translate,
} from "./blocks";
import { featureEntries, questionEntries, testimonialEntries } from "./entries";

const FEATURE_LAYOUTS = ["grid-text-left", "two-columns", "expansion-panels", "list"];
const QUESTION_LAYOUTS = ["expansion-panels", "paragraphs", "card-paragraphs"];
const TESTIMONIAL_LAYOUTS = ["list", "list-avatar-both-sides"];

export function galleryPage(lang: Lang): BlockRecord[] {
  const t = translator(lang);
  const white = colorBackground("#ffffff");
  const heading = (layout: string) => ({ label: layout, title: t(`Layout “${layout}”`, `Disposition « ${layout} »`), subtitle: "" });
  return [
    ...FEATURE_LAYOUTS.map((layout) =>
      faqBlock(`gallery:features:${layout}`, heading(layout), "features", layout, featureEntries(t), white),
    ),
    ...QUESTION_LAYOUTS.map((layout) =>
      faqBlock(`gallery:questions:${layout}`, heading(layout), "questions", layout, questionEntries(t), white),
    ),
    ...TESTIMONIAL_LAYOUTS.map((layout) =>
      testimonialsBlock(`gallery:testimonials:${layout}`, heading(layout), layout, testimonialEntries(t), white),
    ),
    ...editorBlocks(t),
  ];
}

/** A Cover, a Message and a Banner3, shown, with placeholder text in both languages. */
function editorBlocks(t: Translate): BlockRecord[] {
  const white = colorBackground("#ffffff");
  return [
    coverBlock("gallery:cover", t("Cover (halfscreen)", "Couverture (demi-écran)"), {
      layout: "halfscreen",
      textPosition: "bottom-left",
      title: textField(t("A cover for a page (placeholder)", "Une couverture de page (texte fictif)"), {
        fontSize: 4,
        fontIsBold: true,
        color: "#ffffff",
      }),
      subtitle: textField(t("Its subtitle, over the picture", "Son sous-titre, sur l’image"), { color: "#ffffff" }),
      button: button(t("Browse the archive", "Parcourir les archives"), "/medias", "#ffffff", "#884aff"),
      image: imageField("/demo/archive-auth-bg.svg"),
      images: [],
      background: imageBackground("/demo/categories/region-b-bg.svg", "#3d2a66"),
    }),
    messageBlock("gallery:message", t("Message (sidebar left)", "Message (colonne à gauche)"), {
      layout: "sidebar-left",
      title: textField(t("A message to visitors (placeholder)", "Un message aux visiteurs (texte fictif)"), {
        fontSize: 3,
        fontIsBold: true,
      }),
      text: textField(
        t(
          "A few sentences beside a picture: what the archive holds, who looks after it, how to take part.",
          "Quelques phrases à côté d’une image : ce que contiennent les archives, qui s’en occupe, comment participer.",
        ),
      ),
      button: button(t("Read the FAQ", "Lire la FAQ"), "/help/faq", "#884aff", "#ffffff"),
      image: imageField("/demo/archive-auth-bg.svg"),
      background: colorBackground("#f4efff"),
    }),
    banner3Block("gallery:banner3", t("Banner (two columns)", "Bannière (deux colonnes)"), {
      layout: "two-cols",
      title: textField(t("A banner in two columns (placeholder)", "Une bannière en deux colonnes (texte fictif)"), {
        fontSize: 3,
        fontIsBold: true,
      }),
      text: textField(t("Text on one side, the picture on the other.", "Le texte d’un côté, l’image de l’autre.")),
      button: button(t("Read the help", "Lire l’aide"), "/help/tutos/request", "#884aff", "#ffffff"),
      image: imageField("/demo/archive-auth-bg.svg"),
      background: white,
    }),
  ];
}
