"use client";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { ExpandButton } from "./expand-button";
import { splitDescription } from "./item-rules";

/** The description, cut at 70 words with a see more/less toggle when longer than 120 (spec §2). */
export function ItemDescription({ text }: { text: string }) {
  const t = useTranslations("item");
  const [expanded, setExpanded] = useState(false);
  const restId = useId();
  const { head, rest } = splitDescription(text);
  if (!head) return null;
  return (
    <div className="flex flex-col items-start gap-2">
      <p className="whitespace-pre-line leading-relaxed">
        {head}
        {rest ? (
          <>
            {expanded ? null : (
              <span aria-hidden="true" data-noscript-hide="">
                …
              </span>
            )}
            {/* The whole text is in the HTML for crawlers and readers without JavaScript. */}
            <span id={restId} hidden={!expanded} data-noscript-show="inline">
              {rest}
            </span>
          </>
        ) : null}
      </p>
      {rest ? (
        <ExpandButton expanded={expanded} controls={restId} onToggle={() => setExpanded((value) => !value)}>
          {t(expanded ? "seeLess" : "seeMore")}
        </ExpandButton>
      ) : null}
    </div>
  );
}
