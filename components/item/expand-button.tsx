"use client";
// "See more" under a shortened text or list: the server renders the text and the list's entries,
// and these leaves only show or hide what is beyond the cut. Without JavaScript that part is shown
// whole (data-noscript-show), so the button is hidden.
import { useId, useState, type ReactNode } from "react";

type ButtonProps = { expanded: boolean; controls: string; onToggle: () => void; className?: string; children: ReactNode };

function ExpandButton({ expanded, controls, onToggle, className, children }: ButtonProps) {
  return (
    <button
      type="button"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
      data-noscript-hide=""
      className={["min-h-touch font-medium text-primary-text underline-offset-4 hover:underline", className].filter(Boolean).join(" ")}
    >
      {children}
    </button>
  );
}

type TextProps = { head: string; rest: string; more: string; less: string };

/** A text cut after `head`, with `rest` behind the toggle. */
export function ExpandableText({ head, rest, more, less }: TextProps) {
  const [expanded, setExpanded] = useState(false);
  const restId = useId();
  return (
    <div className="flex flex-col items-start gap-2">
      <p className="whitespace-pre-line leading-relaxed">
        {head}
        {expanded ? null : (
          <span aria-hidden="true" data-noscript-hide="">
            …
          </span>
        )}
        {/* The whole text is in the HTML for crawlers and readers without JavaScript. */}
        <span id={restId} hidden={!expanded} data-noscript-show="inline">
          {rest}
        </span>
      </p>
      <ExpandButton expanded={expanded} controls={restId} onToggle={() => setExpanded((value) => !value)}>
        {expanded ? less : more}
      </ExpandButton>
    </div>
  );
}

type ListProps = {
  /** Each entry's content, rendered by the server, with its key. */
  entries: Array<{ key: string; node: ReactNode }>;
  /** How many entries show before the toggle. */
  visible: number;
  listClassName: string;
  more: string;
  less: string;
};

/** A list whose entries after the first `visible` are behind the toggle. */
export function ExpandableList({ entries, visible, listClassName, more, less }: ListProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <>
      <ul id={listId} className={listClassName}>
        {entries.map(({ key, node }, index) => {
          const extra = index >= visible;
          return (
            <li key={key} hidden={extra && !expanded} data-noscript-show={extra ? "block" : undefined}>
              {node}
            </li>
          );
        })}
      </ul>
      <ExpandButton expanded={expanded} controls={listId} onToggle={() => setExpanded((value) => !value)} className="text-sm">
        {expanded ? less : more}
      </ExpandButton>
    </>
  );
}
