import type { Block } from "@/lib/api/schemas";
import { BlockSection } from "./block-section";
import { CARD, ExpansionPanel } from "./entry-parts";
import { FaqFeatures, FEATURE_LAYOUTS, type FeatureLayout } from "./faq-features";
import { faqFieldsSchema, readFields, type Entry } from "./fields";

export const QUESTION_LAYOUTS = ["card-expansion-panels", "expansion-panels", "paragraphs", "card-paragraphs"] as const;
export type QuestionLayout = (typeof QUESTION_LAYOUTS)[number];

/** The `questions` variant of a Faq block: entry.title is the question, entry.description the answer. */
export function FaqQuestions({ entries, layout }: { entries: Entry[]; layout: QuestionLayout }) {
  switch (layout) {
    case "card-expansion-panels":
      return (
        <div className="flex flex-col gap-3">
          {entries.map((entry, index) => (
            <ExpansionPanel key={index} summary={entry.title} className={CARD}>
              <p className="text-sm leading-relaxed">{entry.description}</p>
            </ExpansionPanel>
          ))}
        </div>
      );
    case "expansion-panels":
      return (
        <div className="divide-y divide-current/15 border-y border-current/15">
          {entries.map((entry, index) => (
            <ExpansionPanel key={index} summary={entry.title}>
              <p className="text-sm leading-relaxed">{entry.description}</p>
            </ExpansionPanel>
          ))}
        </div>
      );
    case "paragraphs":
    case "card-paragraphs": {
      const cards = layout === "card-paragraphs";
      return (
        <ul className={cards ? "grid gap-4 md:grid-cols-2" : "flex max-w-3xl flex-col gap-6"}>
          {entries.map((entry, index) => (
            <li key={index} className={cards ? `${CARD} p-5` : undefined}>
              <h3 className="mb-1 text-lg font-medium">{entry.title}</h3>
              <p className="text-sm leading-relaxed">{entry.description}</p>
            </li>
          ))}
        </ul>
      );
    }
  }
}

function pick<T extends string>(layouts: readonly T[], layout: string): T {
  return (layouts as readonly string[]).includes(layout) ? (layout as T) : (layouts[0] as T);
}

/** A Faq block in its variant (features or questions) and layout; an unknown layout takes the first. */
export function FaqBlock({ block }: { block: Block }) {
  const fields = readFields(faqFieldsSchema, block.fields);
  if (fields.entries.length === 0) return null;
  return (
    <BlockSection uid={block.uid} background={fields.background} title={fields.title} subtitle={fields.subtitle}>
      {fields.variant === "questions" ? (
        <FaqQuestions entries={fields.entries} layout={pick<QuestionLayout>(QUESTION_LAYOUTS, fields.layout)} />
      ) : (
        <FaqFeatures entries={fields.entries} layout={pick<FeatureLayout>(FEATURE_LAYOUTS, fields.layout)} />
      )}
    </BlockSection>
  );
}
