import type { Metadata } from "next";
import type { ReactNode } from "react";
import { EmbedFrame, embedMetadata } from "@/components/player/embed-frame";
import { requestEmbedLocale } from "@/components/player/embed-request-locale";
import "../../globals.css";

type Props = { children: ReactNode; params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  return embedMetadata((await params).site, await requestEmbedLocale());
}

// /embed/* – its own root layout, the player's frame, in the frame's language. Rendered per
// request: what it shows depends on the viewer.
export default async function EmbedLayout({ children, params }: Props) {
  return (
    <EmbedFrame site={(await params).site} locale={await requestEmbedLocale()}>
      {children}
    </EmbedFrame>
  );
}
