"use client";
// The search form (spec §2): text (debounced 300 ms), languages and ordering (at once). It is a
// plain GET form first, so it works without JavaScript; with it, changes replace the URL in place.
import { mdiMagnify } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Icon } from "@/components/ui/icon";
import { SEARCH_MAX_LENGTH, searchKey, type SearchLanguage, type SearchOrdering, type SearchState } from "@/lib/search/params";
import { LanguageFilter } from "./language-filter";
import { OrderingSelect } from "./ordering-select";
import { useDebouncedCallback } from "./use-debounced-callback";

/** Spec §9. */
export const SEARCH_DEBOUNCE_MS = 300;

type Props = {
  /** The state the page was rendered for (its URL). */
  initial: SearchState;
  onSearch: (state: SearchState) => void;
};

export function SearchForm({ initial, onSearch }: Props) {
  const t = useTranslations("search");
  const ids = useId();
  const [state, setState] = useState(initial);
  const [rendered, setRendered] = useState(searchKey(initial));
  const [sent, setSent] = useState(searchKey(initial));

  // The URL changed under us (a link to /search, back/forward): show what it asks for. Our own
  // replaces come back as the state we sent and leave what is being typed alone.
  const incoming = searchKey(initial);
  if (incoming !== rendered) {
    setRendered(incoming);
    if (incoming !== sent) {
      setState(initial);
      setSent(incoming);
    }
  }

  const send = (next: SearchState) => {
    const key = searchKey(next);
    if (key === sent) return;
    setSent(key);
    onSearch(next);
  };
  const debounced = useDebouncedCallback(send, SEARCH_DEBOUNCE_MS);

  const onText = (q: string) => {
    const next = { ...state, q };
    setState(next);
    debounced.run(next);
  };
  const applyNow = (next: SearchState) => {
    debounced.cancel();
    setState(next);
    send(next);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    applyNow(state);
  };

  return (
    <form role="search" method="get" onSubmit={onSubmit} className="flex flex-col gap-4 md:flex-row md:items-end">
      <div className="flex flex-1 flex-col gap-1">
        <label htmlFor={`${ids}-q`} className="text-sm font-medium">
          {t("label")}
        </label>
        <input
          id={`${ids}-q`}
          type="search"
          name="q"
          value={state.q}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t("placeholder")}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => onText(event.target.value)}
          className="min-h-touch w-full rounded border border-on-surface/60 bg-background px-3 text-base"
        />
      </div>
      {/* The filters are one named group; the design shows no title over them, so the name is for
          assistive technologies only. */}
      <fieldset className="flex min-w-0 flex-col gap-4 md:flex-row md:items-end">
        <legend className="sr-only">{t("filters")}</legend>
        <div className="flex flex-col gap-1 md:w-56">
          <span className="text-sm font-medium" aria-hidden="true">
            {t("languages")}
          </span>
          <LanguageFilter selected={state.languages} onChange={(languages: SearchLanguage[]) => applyNow({ ...state, languages })} />
        </div>
        <div className="md:w-52">
          <OrderingSelect
            id={`${ids}-ordering`}
            value={state.ordering}
            onChange={(ordering: SearchOrdering | null) => applyNow({ ...state, ordering })}
          />
        </div>
      </fieldset>
      <button
        type="submit"
        className="inline-flex min-h-touch items-center justify-center gap-2 rounded bg-primary px-5 font-medium text-on-primary"
      >
        <Icon path={mdiMagnify} size={20} />
        {t("submit")}
      </button>
    </form>
  );
}
