"use client";
// The search page's live part: the form, and the server-rendered results under it. A change
// replaces the URL (no new history entry) and the server renders the results for it, so an
// opened or shared link and a typed search show exactly the same page.
import type { ReactNode } from "react";
import { useCallback, useTransition } from "react";
import { useRouter } from "@/lib/i18n/navigation";
import { toUrlQuery, type SearchState } from "@/lib/search/params";
import { SearchForm } from "./search-form";

type Props = { initial: SearchState; children: ReactNode };

export function SearchView({ initial, children }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  const onSearch = useCallback(
    (state: SearchState) => {
      startTransition(() => {
        router.replace({ pathname: "/search", query: toUrlQuery(state) }, { scroll: false });
      });
    },
    [router],
  );

  return (
    <div className="flex flex-col gap-8">
      <SearchForm initial={initial} onSearch={onSearch} />
      <div aria-busy={pending} className={pending ? "opacity-60 transition-opacity motion-reduce:transition-none" : undefined}>
        {children}
      </div>
    </div>
  );
}
