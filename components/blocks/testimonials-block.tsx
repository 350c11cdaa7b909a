import type { Block } from "@/lib/api/schemas";
import { BlockSection } from "./block-section";
import { Carousel } from "./carousel";
import { EntryImage } from "./entry-parts";
import { readFields, testimonialsFieldsSchema, type Entry } from "./fields";

export const TESTIMONIAL_LAYOUTS = ["card", "slider", "list", "list-avatar-both-sides"] as const;

/**
 * One testimonial as a card: the quote (description), then the avatar, name (title) and role
 * (subtitle). The opening quote mark is drawn by CSS (.quote-card::before).
 */
function QuoteCard({ entry }: { entry: Entry }) {
  return (
    <figure className="quote-card">
      <blockquote className="quote-text flex-1">
        <p>{entry.description}</p>
      </blockquote>
      <figcaption className="quote-caption">
        <EntryImage src={entry.image} className="h-12 w-12 rounded-full" />
        <Caption entry={entry} />
      </figcaption>
    </figure>
  );
}

function Caption({ entry }: { entry: Entry }) {
  return (
    <span className="flex flex-col">
      <span className="font-medium">{entry.title}</span>
      {entry.subtitle ? <span className="text-sm opacity-80">{entry.subtitle}</span> : null}
    </span>
  );
}

/** One testimonial as a list row: the avatar on one side, the quote and caption on the other. */
function QuoteRow({ entry, avatarSide }: { entry: Entry; avatarSide: "left" | "right" }) {
  const right = avatarSide === "right";
  return (
    <figure className={`flex items-start gap-5 ${right ? "flex-row-reverse text-right" : ""}`}>
      <EntryImage src={entry.image} className="h-16 w-16 rounded-full md:h-20 md:w-20" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <blockquote className="quote-text">
          <p>{entry.description}</p>
        </blockquote>
        <figcaption>
          <Caption entry={entry} />
        </figcaption>
      </div>
    </figure>
  );
}

function Layout({ entries, layout, label }: { entries: Entry[]; layout: string; label: string }) {
  switch (layout) {
    case "slider":
      return (
        <Carousel label={label} slideClassName="basis-full sm:basis-1/2 lg:basis-1/3" gap focusableSlides={false}>
          {entries.map((entry, index) => (
            <QuoteCard key={index} entry={entry} />
          ))}
        </Carousel>
      );
    case "list":
    case "list-avatar-both-sides": {
      const alternate = layout === "list-avatar-both-sides";
      return (
        <ul className="mx-auto flex max-w-3xl flex-col gap-10">
          {entries.map((entry, index) => (
            <li key={index}>
              <QuoteRow entry={entry} avatarSide={alternate && index % 2 === 1 ? "right" : "left"} />
            </li>
          ))}
        </ul>
      );
    }
    default:
      return (
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {entries.map((entry, index) => (
            <li key={index}>
              <QuoteCard entry={entry} />
            </li>
          ))}
        </ul>
      );
  }
}

/** A Testimonials block: card (grid), slider, list, or list with the avatar alternating sides. */
export function TestimonialsBlock({ block }: { block: Block }) {
  const fields = readFields(testimonialsFieldsSchema, block.fields);
  if (fields.entries.length === 0) return null;
  return (
    <BlockSection uid={block.uid} background={fields.background} title={fields.title} subtitle={fields.subtitle}>
      <Layout entries={fields.entries} layout={fields.layout} label={fields.title || block.title || ""} />
    </BlockSection>
  );
}
