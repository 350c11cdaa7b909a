import type { Metadata } from "next";
import { searchPageMetadata, searchResults } from "@/components/search/search-page";
import { readPageParams, type SiteParams } from "@/lib/i18n/page-params";
import { EMPTY_SEARCH } from "@/lib/search/params";

type Props = { params: SiteParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return searchPageMetadata({ ...(await readPageParams(params)), state: EMPTY_SEARCH });
}

// /search – the top-level categories to browse, under the form (search/layout.tsx). A search
// (/search?q=&languages=&ordering=) is rendered by search/[state]: proxy.ts sends it there.
export default async function SearchPage({ params }: Props) {
  return searchResults({ ...(await readPageParams(params)), state: EMPTY_SEARCH });
}
