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

type ListLayout = Exclude<FeatureLayout, "expansion-panels">;

/** The layouts that list each feature as its picture beside or above its texts. */
const LIST_LOOKS: Record<ListLayout, { list: string; entry: string; image: string }> = {
  "grid-text-center": {
    list: "grid gap-8 sm:grid-cols-2 lg:grid-cols-3 text-center",
    entry: "flex flex-col items-center gap-3",
    image: "h-16 w-16",
  },
  "grid-text-left": {
    list: "grid gap-8 sm:grid-cols-2 lg:grid-cols-3 text-left",
    entry: "flex flex-col items-start gap-3",
    image: "h-16 w-16",
  },
  "two-columns": { list: "grid gap-8 md:grid-cols-2", entry: "flex items-start gap-4", image: "h-14 w-14" },
  list: { list: "divide-y divide-current/15", entry: "flex items-start gap-4 py-4", image: "h-12 w-12" },
};

/** The `features` variant of a Faq block: each entry a feature with its picture. */
export function FaqFeatures({ entries, layout }: { entries: Entry[]; layout: FeatureLayout }) {
  if (layout === "expansion-panels") {
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
  }
  const look = LIST_LOOKS[layout];
  return (
    <ul className={look.list}>
      {entries.map((entry, index) => (
        <li key={index} className={look.entry}>
          <EntryImage src={entry.image} className={`${look.image} rounded-full`} />
          <Texts entry={entry} />
        </li>
      ))}
    </ul>
  );
}
