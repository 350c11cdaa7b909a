"use client";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { tabClass } from "@/components/ui/button";
import type { CustomFieldRow, CustomFieldTabs } from "./custom-fields";

type TabKey = keyof CustomFieldTabs;
const ORDER: TabKey[] = ["witness", "technical"];

/** The witness / technical sheet (spec §2) as an accessible tablist; empty tabs are left out. */
export function CustomFieldsTabs({ tabs }: { tabs: CustomFieldTabs }) {
  const t = useTranslations("customFields");
  const present = ORDER.filter((key) => tabs[key].length > 0);
  const [active, setActive] = useState<TabKey>(present[0] ?? "witness");
  const refs = useRef<Partial<Record<TabKey, HTMLButtonElement | null>>>({});
  const base = useId();
  if (present.length === 0) return null;

  const select = (key: TabKey) => {
    setActive(key);
    refs.current[key]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = present.indexOf(active);
    const next: Record<string, number> = {
      ArrowRight: (at + 1) % present.length,
      ArrowLeft: (at - 1 + present.length) % present.length,
      Home: 0,
      End: present.length - 1,
    };
    const to = next[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const key = present[to];
    if (key) select(key);
  };

  return (
    <section aria-labelledby={`${base}-title`} className="rounded-md bg-surface p-4 text-on-surface">
      <h2 id={`${base}-title`} className="mb-3 text-lg font-medium">
        {t("title")}
      </h2>
      <div role="tablist" aria-label={t("title")} className="mb-4 flex gap-2 border-b border-black/10" data-noscript-hide="">
        {present.map((key) => (
          <button
            key={key}
            ref={(node) => {
              refs.current[key] = node;
            }}
            id={`${base}-tab-${key}`}
            type="button"
            role="tab"
            aria-selected={active === key}
            aria-controls={`${base}-panel-${key}`}
            tabIndex={active === key ? 0 : -1}
            onClick={() => setActive(key)}
            onKeyDown={onKeyDown}
            className={tabClass(active === key)}
          >
            {t(key)}
          </button>
        ))}
      </div>
      {present.map((key) => (
        <div
          key={key}
          id={`${base}-panel-${key}`}
          role="tabpanel"
          aria-labelledby={`${base}-tab-${key}`}
          tabIndex={0}
          hidden={active !== key}
          data-noscript-show="block"
          className="focus-visible:outline-offset-4"
        >
          {/* Without JavaScript both panels show, each under its own heading. */}
          <h3 hidden data-noscript-show="block" className="mb-2 mt-4 font-medium">
            {t(key)}
          </h3>
          <FieldList rows={tabs[key]} />
        </div>
      ))}
    </section>
  );
}

function FieldList({ rows }: { rows: CustomFieldRow[] }) {
  const t = useTranslations("customFields");
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(10rem,auto)_1fr]">
      {rows.map((row) => (
        <div key={row.key} className="contents">
          <dt className="text-muted">{t(row.key)}</dt>
          <dd className="mb-2 break-words sm:mb-0">
            {row.href ? (
              <a href={row.href} target="_blank" rel="noopener noreferrer" className="text-primary-text underline">
                {row.value}
                <span className="sr-only"> {t("openEvidence")}</span>
              </a>
            ) : (
              row.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
