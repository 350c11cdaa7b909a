// A second archive page (not the home page) holding the Faq and Testimonials layouts the two
// home pages leave out, so every layout of spec §2 exists in the demo data.
import type { BlockRecord } from "../db/schema";
import { colorBackground, faqBlock, testimonialsBlock, translator, type Lang } from "./blocks";
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
  ];
}
