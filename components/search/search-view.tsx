"use client";
// The search page's live part: the form, and the server-rendered results under it. A change
// replaces the URL (no new history entry) and the server renders the results for it, so an
// opened or shared link and a typed search show exactly the same page.
import type { ReactNode } from "react";
import { useSelectedLayoutSegment } from "next/navigation";
import { useCallback, useTransition } from "react";
import { useRouter } from "@/lib/i18n/navigation";
import { EMPTY_SEARCH, toUrlQuery, type SearchState } from "@/lib/search/params";
import { decodeSearchSegment } from "@/lib/search/state-segment";
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

/**
 * The search page's layout's view (app/[site]/[locale]/search/layout.tsx), around the page under it:
 * the state the form starts from is that page's, read off its segment (a search's state, which
 * proxy.ts renders it at; on /search, none). The segment is known on the server too, so a page
 * opened without JavaScript shows its query in the form.
 */
export function SearchLayoutView({ children }: { children: ReactNode }) {
  const segment = useSelectedLayoutSegment();
  return <SearchView initial={(segment && decodeSearchSegment(segment)) || EMPTY_SEARCH}>{children}</SearchView>;
}
