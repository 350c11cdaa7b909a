// Query flags of the embed pages (spec §7): logo, autoplay, loop, mute — each `1` or `true`.

export type EmbedFlags = { logo: boolean; autoplay: boolean; loop: boolean; mute: boolean };

type Query = Record<string, string | string[] | undefined>;

const on = (value: string | string[] | undefined) => {
  const v = (Array.isArray(value) ? value[0] : value)?.toLowerCase();
  return v === "1" || v === "true";
};

export function parseEmbedFlags(query: Query): EmbedFlags {
  return { logo: on(query.logo), autoplay: on(query.autoplay), loop: on(query.loop), mute: on(query.mute) };
}
