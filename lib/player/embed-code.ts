// The HTML another site pastes (or an oEmbed consumer inserts) to show a site's player: an
// <iframe> of /embed/{uid}/ at a 16:9 size, shrinking with a narrower page.

export type FrameSize = { width: number; height: number };

/** The size the share panel offers and oEmbed answers when no smaller one is asked. */
export const DEFAULT_FRAME_SIZE: FrameSize = { width: 640, height: 360 };

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** `<iframe src="{origin}/embed/{uid}/" …>` for another site's page. */
export function embedCode(src: string, title: string, { width, height }: FrameSize = DEFAULT_FRAME_SIZE): string {
  return `<iframe src="${escapeAttribute(src)}" width="${width}" height="${height}" title="${escapeAttribute(title)}" style="border:0;aspect-ratio:16/9;width:100%;max-width:${width}px;height:auto" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen></iframe>`;
}
