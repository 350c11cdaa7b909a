// The XML of an OAI-PMH answer (https://www.openarchives.org/OAI/openarchivesprotocol.html#XMLResponse):
// the <OAI-PMH> envelope with its responseDate and the <request> it answers, then the verb's
// element or the errors. Every text and attribute is escaped, and characters XML 1.0 cannot hold
// (control characters, lone surrogates) are left out, so what an editor typed never breaks a harvest.
import type { OaiArgs, OaiError, Verb } from "./request";

const NOT_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Record<string, string> = { "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" };

export function xmlText(value: string): string {
  return value.replace(NOT_XML, "").replace(/[<>&'"]/g, (c) => ENTITIES[c] ?? c);
}

/** `<name attr="…">text</name>`; attributes whose value is undefined are left out. */
export function element(name: string, text: string | null, attributes: Record<string, string | undefined> = {}): string {
  const attrs = Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${xmlText(value)}"`)
    .join("");
  return text === null ? `<${name}${attrs}/>` : `<${name}${attrs}>${xmlText(text)}</${name}>`;
}

/** The protocol's datestamps: UTC, to the second. */
export const utcSecond = (date: Date) => date.toISOString().replace(/\.\d+Z$/, "Z");

export type Envelope = {
  responseDate: Date;
  baseUrl: string;
  /** The request's verb and arguments, echoed; absent after badVerb or badArgument (section 3.6). */
  request?: { verb: Verb; args: OaiArgs };
};

const OPEN =
  '<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ' +
  'xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/ http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd">';

/** `body`: the verb's element, already written. */
export function oaiDocument({ responseDate, baseUrl, request }: Envelope, body: string): string {
  const echoed = request ? { verb: request.verb, ...request.args } : {};
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    OPEN,
    element("responseDate", utcSecond(responseDate)),
    element("request", baseUrl, echoed),
    body,
    "</OAI-PMH>",
    "",
  ].join("\n");
}

export function errorsXml(errors: OaiError[]): string {
  return errors.map((error) => element("error", error.message, { code: error.code })).join("\n");
}
