// The pages after the first of an item list, loaded in the browser one 'more' click at a time.
// The first page comes from the server; page i here starts at `start + i * pageSize`.
import { useMemo } from "react";
import useSWRInfinite from "swr/infinite";
import { browserApi } from "@/lib/api/browser";
import { toCardData, type ItemCardData } from "@/lib/api/card";
import { getItems, type ItemQuery } from "@/lib/api/endpoints";
import { withLocale } from "@/lib/api/locale-client";
import type { ApiClient } from "@/lib/api/request";

type Args = { query: ItemQuery; locale: string; pageSize: number; start: number };
type MorePage = { count: number; cards: ItemCardData[] };
type PageKey = readonly [tag: "catalogue/more", locale: string, query: string, limit: number, offset: number];

async function fetchPage(client: ApiClient, query: ItemQuery, [, , , limit, offset]: PageKey): Promise<MorePage> {
  const page = await getItems(client, { ...query, limit, offset });
  return { count: page.count, cards: page.results.map(toCardData) };
}

export type MoreItems = {
  cards: ItemCardData[];
  /** The latest count the API gave, if a page was loaded. */
  count: number | null;
  loading: boolean;
  error: unknown;
  /** The last page came back short: nothing more to ask for, whatever the count says. */
  exhausted: boolean;
  loadMore: () => void;
};

export function useMoreItems({ query, locale, pageSize, start }: Args): MoreItems {
  const client = useMemo(() => withLocale(browserApi, locale), [locale]);
  const queryKey = JSON.stringify(query);
  const { data, error, size, setSize, isValidating, mutate } = useSWRInfinite<MorePage, unknown>(
    (index): PageKey => ["catalogue/more", locale, queryKey, pageSize, start + index * pageSize],
    (key: PageKey) => fetchPage(client, query, key),
    {
      initialSize: 0,
      // Nothing to fetch until the first click: the first page came with the HTML.
      revalidateOnMount: false,
      revalidateFirstPage: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      revalidateIfStale: false,
      shouldRetryOnError: false,
    },
  );

  const pages = useMemo(() => data ?? [], [data]);
  const missing = pages.length < size;
  const loading = missing && isValidating;
  const last = pages[pages.length - 1];

  return {
    cards: useMemo(() => pages.flatMap((page) => page.cards), [pages]),
    count: last?.count ?? null,
    loading,
    error: missing && !isValidating ? (error ?? null) : null,
    exhausted: last !== undefined && last.cards.length < pageSize,
    loadMore: () => {
      if (loading) return;
      // A page that failed is asked again; otherwise one more page is added.
      if (missing) void mutate();
      else void setSize(size + 1);
    },
  };
}
