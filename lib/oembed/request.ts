// What an oEmbed request asks (https://oembed.com/#section2.2): the address of a page, the most
// room the consumer has for the player, and the format of the answer. What is wrong with the
// request itself is a 400 naming the parameter; a format other than json or xml is the spec's 501
// (its section 2.3.5). Whether the address names an item of this site is item-url.ts's question.

export type OEmbedFormat = "json" | "xml";

export type OEmbedRequest = { url: string; format: OEmbedFormat; maxWidth: number | null; maxHeight: number | null };

export type OEmbedRefusal =
  | { status: 400; type: "validation_error"; message: string; errors: Record<string, string[]> }
  | { status: 501; type: "unsupported_format"; message: string };

/** No page of a site has an address this long; a longer one is refused before it is parsed. */
const MAX_URL_LENGTH = 2000;

const isFormat = (value: string): value is OEmbedFormat => value === "json" || value === "xml";
const PIXELS_ERROR = "Enter a positive whole number of pixels.";

/** A maxwidth or maxheight: null when absent, undefined when it is not a positive whole number. */
function pixels(value: string | null): number | null | undefined {
  if (value === null) return null;
  const number = /^[0-9]+$/.test(value) ? Number(value) : 0;
  return number > 0 ? number : undefined;
}

export function parseOEmbedRequest(query: URLSearchParams): OEmbedRequest | OEmbedRefusal {
  const format = query.get("format") ?? "json";
  if (!isFormat(format)) {
    return { status: 501, type: "unsupported_format", message: "This provider answers in json or xml only." };
  }
  const errors: Record<string, string[]> = {};
  const url = query.get("url") ?? "";
  if (url === "") errors.url = ["Give the address of a page of this site."];
  else if (url.length > MAX_URL_LENGTH) errors.url = [`Give an address of at most ${MAX_URL_LENGTH} characters.`];
  const maxWidth = pixels(query.get("maxwidth"));
  if (maxWidth === undefined) errors.maxwidth = [PIXELS_ERROR];
  const maxHeight = pixels(query.get("maxheight"));
  if (maxHeight === undefined) errors.maxheight = [PIXELS_ERROR];
  if (maxWidth === undefined || maxHeight === undefined || errors.url) {
    return { status: 400, type: "validation_error", message: "Invalid query parameters.", errors };
  }
  return { url, format, maxWidth, maxHeight };
}
