import "server-only";
// The XML form of an oEmbed answer (https://oembed.com/#section2.3, 2.3.2): one <oembed> element with
// a child per field, in the answer's order. Every value is escaped, the iframe's HTML included, and
// characters XML 1.0 cannot hold (control characters, lone surrogates) are left out, so a title
// typed with one still gives a document a parser reads.
import { escapeXml } from "../sitemap/xml";
import type { OEmbedAnswer } from "./response";

const NOT_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function oembedXml(answer: OEmbedAnswer): string {
  const fields = Object.entries(answer).map(([name, value]) => `<${name}>${escapeXml(String(value).replace(NOT_XML, ""))}</${name}>`);
  return ['<?xml version="1.0" encoding="utf-8" standalone="yes"?>', "<oembed>", ...fields, "</oembed>", ""].join("\n");
}
