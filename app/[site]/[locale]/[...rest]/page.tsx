import type { Metadata } from "next";
import { NotFoundAnswer, notFoundMetadata } from "@/components/layout/not-found-answer";
import { readPageParams } from "@/lib/i18n/page-params";

type Props = { params: Promise<{ site: string; locale: string }> };

// Rendered as a cacheable page (never kept: it is a 404), so that the answer is drawn whole and
// its status set before it is sent (components/layout/not-found-status.tsx).
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return notFoundMetadata((await readPageParams(params)).locale);
}

// Any path no route claims: the not-found page, with HTTP 404.
export default async function UnknownPage({ params }: Props) {
  return <NotFoundAnswer locale={(await readPageParams(params)).locale} />;
}
