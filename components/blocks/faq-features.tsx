import { CARD, EntryImage, ExpansionPanel } from "./entry-parts";
import type { Entry } from "./fields";

export const FEATURE_LAYOUTS = ["grid-text-center", "grid-text-left", "two-columns", "expansion-panels", "list"] as const;
export type FeatureLayout = (typeof FEATURE_LAYOUTS)[number];

function Texts({ entry }: { entry: Entry }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <h3 className="text-lg font-medium">{entry.title}</h3>
      {entry.subtitle ? <p className="text-sm font-medium opacity-80">{entry.subtitle}</p> : null}
      {entry.description ? <p className="text-sm leading-relaxed">{entry.description}</p> : null}
    </div>
  );
}

/** The `features` variant of a Faq block: each entry a feature with its picture. */
export function FaqFeatures({ entries, layout }: { entries: Entry[]; layout: FeatureLayout }) {
  switch (layout) {
    case "grid-text-center":
    case "grid-text-left": {
      const centred = layout === "grid-text-center";
      return (
        <ul className={`grid gap-8 sm:grid-cols-2 lg:grid-cols-3 ${centred ? "text-center" : "text-left"}`}>
          {entries.map((entry, index) => (
            <li key={index} className={`flex flex-col gap-3 ${centred ? "items-center" : "items-start"}`}>
              <EntryImage src={entry.image} className="h-16 w-16 rounded-full" />
              <Texts entry={entry} />
            </li>
          ))}
        </ul>
      );
    }
    case "two-columns":
      return (
        <ul className="grid gap-8 md:grid-cols-2">
          {entries.map((entry, index) => (
            <li key={index} className="flex items-start gap-4">
              <EntryImage src={entry.image} className="h-14 w-14 rounded-full" />
              <Texts entry={entry} />
            </li>
          ))}
        </ul>
      );
    case "expansion-panels":
      return (
        <div className={`${CARD} divide-y divide-black/10`}>
          {entries.map((entry, index) => (
            <ExpansionPanel key={index} summary={entry.title}>
              <div className="flex items-start gap-4">
                <EntryImage src={entry.image} className="h-12 w-12 rounded-full" />
                <div className="flex flex-col gap-1 text-sm">
                  {entry.subtitle ? <p className="font-medium text-muted">{entry.subtitle}</p> : null}
                  <p className="leading-relaxed">{entry.description}</p>
                </div>
              </div>
            </ExpansionPanel>
          ))}
        </div>
      );
    case "list":
      return (
        <ul className="divide-y divide-current/15">
          {entries.map((entry, index) => (
            <li key={index} className="flex items-start gap-4 py-4">
              <EntryImage src={entry.image} className="h-12 w-12 rounded-full" />
              <Texts entry={entry} />
            </li>
          ))}
        </ul>
      );
  }
}
