"use client";
// The multi-select language filter (spec §2): checkboxes in a native <details> disclosure, so it
// opens with Enter/Space, works without JavaScript, and submits `languages` with the form.
import { mdiChevronDown } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { useEffect, useRef, type KeyboardEvent } from "react";
import { Icon } from "@/components/ui/icon";
import { SEARCH_LANGUAGES, type SearchLanguage } from "@/lib/search/params";

type Props = {
  selected: SearchLanguage[];
  onChange: (languages: SearchLanguage[]) => void;
};

export function LanguageFilter({ selected, onChange }: Props) {
  const t = useTranslations("search");
  const tLang = useTranslations("languages");
  const details = useRef<HTMLDetailsElement>(null);

  // A click elsewhere closes the panel, as a popover would.
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const element = details.current;
      if (element?.open && event.target instanceof Node && !element.contains(event.target)) element.open = false;
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== "Escape" || !details.current?.open) return;
    event.preventDefault();
    details.current.open = false;
    details.current.querySelector("summary")?.focus();
  };

  const toggle = (code: SearchLanguage, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(code);
    else next.delete(code);
    onChange(SEARCH_LANGUAGES.filter((language) => next.has(language)));
  };

  const summary =
    selected.length === 0
      ? t("languagesAll")
      : selected.length <= 2
        ? selected.map((code) => tLang(code)).join(", ")
        : t("languagesCount", { count: selected.length });

  return (
    // Escape closes the disclosure from anywhere inside it; the summary is its interactive element.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details ref={details} onKeyDown={onKeyDown} className="group relative">
      <summary className="flex min-h-touch cursor-pointer list-none items-center justify-between gap-2 rounded border border-on-surface/60 bg-background px-3 text-sm [&::-webkit-details-marker]:hidden">
        <span>
          <span className="sr-only">{t("languages")}: </span>
          {summary}
        </span>
        <Icon path={mdiChevronDown} size={20} className="transition-transform group-open:rotate-180 motion-reduce:transition-none" />
      </summary>
      <fieldset className="absolute left-0 z-20 mt-1 w-64 max-w-[calc(100vw-2rem)] rounded-md border border-on-surface/20 bg-background p-3 text-on-surface shadow-lg">
        <legend className="sr-only">{t("languages")}</legend>
        <ul className="flex flex-col">
          {SEARCH_LANGUAGES.map((code) => (
            <li key={code}>
              <label className="flex min-h-[40px] cursor-pointer items-center gap-3 rounded px-2 hover:bg-on-surface/5">
                <input
                  type="checkbox"
                  name="languages"
                  value={code}
                  checked={selected.includes(code)}
                  onChange={(event) => toggle(code, event.target.checked)}
                  className="h-4 w-4 accent-primary"
                />
                <span>{tLang(code)}</span>
              </label>
            </li>
          ))}
        </ul>
        {selected.length > 0 ? (
          <button
            type="button"
            onClick={() => onChange([])}
            className="mt-2 min-h-[40px] w-full rounded px-2 text-left text-sm text-primary-text underline-offset-2 hover:underline"
          >
            {t("languagesClear")}
          </button>
        ) : null}
      </fieldset>
    </details>
  );
}
