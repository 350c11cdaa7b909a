import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { searchPageMetadata, searchResults } from "@/components/search/search-page";
import { readPageParams } from "@/lib/i18n/page-params";
import { decodeSearchSegment } from "@/lib/search/state-segment";

type Props = { params: Promise<{ site: string; locale: string; state: string }> };

// Each search renders on its first visit, then comes from the cache (see the site layout).
export function generateStaticParams() {
  return [];
}

async function read(params: Props["params"]) {
  const [{ site, locale }, { state: segment }] = await Promise.all([readPageParams(params), params]);
  return { site, locale, state: decodeSearchSegment(segment) ?? notFound() };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return searchPageMetadata(await read(params));
}

// /search?q=&languages=fr,en&ordering=-name – the results of a search, under the form
// (search/layout.tsx), for its state as one segment (lib/search/state-segment.ts), which proxy.ts
// writes from the query.
export default async function SearchStatePage({ params }: Props) {
  return searchResults(await read(params));
}
