// Query flags of the embed pages (spec §7): logo, autoplay, loop, mute — each `1` or `true` — and
// `play`, set by the item page's player when the visitor presses its Play button: the video starts
// at once and takes the focus, as after the content warning's Continue (the warning still comes
// first). It asks no more than that press allows: a browser that refuses to play with sound leaves
// the video paused, its controls ready.

export type EmbedFlags = { logo: boolean; autoplay: boolean; loop: boolean; mute: boolean; play: boolean };

type Query = Record<string, string | string[] | undefined>;

const on = (value: string | string[] | undefined) => {
  const v = (Array.isArray(value) ? value[0] : value)?.toLowerCase();
  return v === "1" || v === "true";
};

export function parseEmbedFlags(query: Query): EmbedFlags {
  return { logo: on(query.logo), autoplay: on(query.autoplay), loop: on(query.loop), mute: on(query.mute), play: on(query.play) };
}
