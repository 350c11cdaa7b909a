"use client";
import dynamic from "next/dynamic";
import { canDownload } from "./item-rules";
import { useViewerItem } from "./use-viewer-item";

// The panel's code is fetched only for a viewer who may download the item.
const DownloadsPanel = dynamic(() => import("./downloads-panel").then((module) => module.DownloadsPanel), { ssr: false });

type Props = { uid: string; slug: string; locale: string };

/** Downloads (spec §2): only for a downloadable item the viewer has access to. */
export function ItemDownloads({ uid, slug, locale }: Props) {
  const { item } = useViewerItem(slug);
  if (!item || !canDownload(item)) return null;
  return <DownloadsPanel uid={uid} locale={locale} />;
}
