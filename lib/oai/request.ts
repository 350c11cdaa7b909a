// What an OAI-PMH request asks (https://www.openarchives.org/OAI/openarchivesprotocol.html#ProtocolMessages):
// the verb and its arguments, checked as section 3.6 says. A missing, unknown or repeated verb is
// badVerb; an argument the verb does not take, a required one missing, one given twice, a date that
// is not one, or a resumptionToken with anything but the verb is badArgument. Values that could
// not be echoed in the answer's <request> element as the schema types it are badArgument too.

export const VERBS = ["Identify", "ListMetadataFormats", "ListSets", "GetRecord", "ListIdentifiers", "ListRecords"] as const;
export type Verb = (typeof VERBS)[number];

export type OaiArgs = {
  identifier?: string;
  metadataPrefix?: string;
  from?: string;
  until?: string;
  set?: string;
  resumptionToken?: string;
};

export type OaiRequest = { verb: Verb; args: OaiArgs; from?: Date; until?: Date };

export type OaiErrorCode =
  | "badArgument"
  | "badResumptionToken"
  | "badVerb"
  | "cannotDisseminateFormat"
  | "idDoesNotExist"
  | "noRecordsMatch"
  | "noMetadataFormats"
  | "noSetHierarchy";

export type OaiError = { code: OaiErrorCode; message: string };

/** A refusal; `echo` false for badVerb and badArgument, whose <request> carries no attributes (3.6). */
export type OaiRefusal = { errors: OaiError[]; verb?: Verb; args?: OaiArgs; echo: boolean };

type ArgName = keyof OaiArgs;

const REQUIRED: Record<Verb, ArgName[]> = {
  Identify: [],
  ListMetadataFormats: [],
  ListSets: [],
  GetRecord: ["identifier", "metadataPrefix"],
  ListIdentifiers: ["metadataPrefix"],
  ListRecords: ["metadataPrefix"],
};
const OPTIONAL: Record<Verb, ArgName[]> = {
  Identify: [],
  ListMetadataFormats: ["identifier"],
  ListSets: ["resumptionToken"],
  GetRecord: [],
  ListIdentifiers: ["from", "until", "set", "resumptionToken"],
  ListRecords: ["from", "until", "set", "resumptionToken"],
};

/** No identifier of this repository is near this long; a longer one is refused before it is read. */
export const MAX_IDENTIFIER_LENGTH = 1000;
export const MAX_TOKEN_LENGTH = 2000;
/** OAI-PMH.xsd's metadataPrefixType and setSpecType. */
const PREFIX = /^[A-Za-z0-9\-_.!~*'()]+$/;
const SET_SPEC = /^[A-Za-z0-9\-_.!~*'()]+(:[A-Za-z0-9\-_.!~*'()]+)*$/;
/** An identifier: no spaces nor control characters (it is echoed as an xs:anyURI). */
const IDENTIFIER = /^[^\s\u0000-\u001F\u007F]+$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SECOND = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;

const isVerb = (value: string): value is Verb => (VERBS as readonly string[]).includes(value);
const bad = (message: string): OaiRefusal => ({ errors: [{ code: "badArgument", message }], echo: false });

/** A date of either granularity, as the first or last second it covers; undefined when it is none. */
export function parseUtc(value: string, end: boolean): Date | undefined {
  const day = DAY.exec(value);
  const second = SECOND.exec(value);
  const parts = (second ?? day)?.slice(1).map(Number);
  if (!parts) return undefined;
  const [y, mo, d, h = end && !second ? 23 : 0, mi = end && !second ? 59 : 0, s = end && !second ? 59 : 0] = parts as [
    number,
    number,
    number,
    number?,
    number?,
    number?,
  ];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  const same =
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d &&
    date.getUTCHours() === h &&
    date.getUTCMinutes() === mi &&
    date.getUTCSeconds() === s;
  return same && y >= 1 ? date : undefined;
}

/** `params`: the query, or the form body of a POST, as name → every value given. */
export function parseOaiRequest(params: Map<string, string[]>): OaiRequest | OaiRefusal {
  const verbs = params.get("verb") ?? [];
  const verb = verbs[0];
  if (verbs.length !== 1 || verb === undefined || !isVerb(verb)) {
    const message = verbs.length > 1 ? "Give the verb once." : verb === undefined ? "Give a verb." : "This is not an OAI-PMH verb.";
    return { errors: [{ code: "badVerb", message }], echo: false };
  }
  const args: OaiArgs = {};
  for (const [name, values] of params) {
    if (name === "verb") continue;
    if (![...REQUIRED[verb], ...OPTIONAL[verb]].includes(name as ArgName)) return bad(`${verb} takes no argument "${name.slice(0, 50)}".`);
    if (values.length !== 1) return bad(`Give ${name} once.`);
    args[name as ArgName] = values[0];
  }
  if (args.resumptionToken !== undefined) {
    if (Object.keys(args).length > 1) return bad("A resumptionToken comes alone, with the verb only.");
    if (args.resumptionToken.length > MAX_TOKEN_LENGTH) return bad("This resumptionToken is too long to be one of ours.");
    return { verb, args };
  }
  const missing = REQUIRED[verb].filter((name) => args[name] === undefined);
  if (missing.length) return bad(`${verb} needs ${missing.join(" and ")}.`);
  if (args.identifier !== undefined && (args.identifier.length > MAX_IDENTIFIER_LENGTH || !IDENTIFIER.test(args.identifier))) {
    return bad(`Give an identifier of at most ${MAX_IDENTIFIER_LENGTH} characters, without spaces.`);
  }
  if (args.metadataPrefix !== undefined && !PREFIX.test(args.metadataPrefix)) return bad("This is not a metadataPrefix.");
  if (args.set !== undefined && !SET_SPEC.test(args.set)) return bad("This is not a setSpec.");
  const from = args.from === undefined ? undefined : parseUtc(args.from, false);
  const until = args.until === undefined ? undefined : parseUtc(args.until, true);
  if ((args.from !== undefined && !from) || (args.until !== undefined && !until)) {
    return bad("Give dates as YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ.");
  }
  if (args.from !== undefined && args.until !== undefined && args.from.length !== args.until.length) {
    return bad("Give from and until at the same granularity.");
  }
  if (from && until && from > until) return bad("from is after until.");
  return { verb, args, from, until };
}

/** The arguments of a query string or form body, every value of each. */
export function argumentsOf(params: URLSearchParams): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [name, value] of params) out.set(name, [...(out.get(name) ?? []), value]);
  return out;
}
