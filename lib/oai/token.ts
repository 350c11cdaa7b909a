// Resumption tokens (https://www.openarchives.org/OAI/openarchivesprotocol.html#FlowControl):
// self-contained, so any instance can continue any harvest, and signed (HMAC-SHA256 with a key
// derived from the app secret), so a harvester cannot forge one. A token is bound to the site
// and to the request it continues (verb, format, set, from, until), holds the last record given
// (its datestamp and uid: the next page starts after it, so records published meanwhile neither
// shift nor repeat the rest) and how many were given before, and expires 24 hours after it is issued.
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";

export const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

const payloadSchema = z.object({
  /** The site (host) it was issued by. */
  s: z.string(),
  /** The verb: ListSets, ListIdentifiers or ListRecords. */
  v: z.string(),
  p: z.string().optional(),
  set: z.string().optional(),
  f: z.string().optional(),
  u: z.string().optional(),
  /** After this record: [datestamp, uid]. */
  a: z.tuple([z.string(), z.string()]).optional(),
  /** Records given before this page. */
  c: z.number().int().min(0),
  /** Expiry, in ms since the epoch. */
  e: z.number().int(),
});
export type TokenPayload = z.infer<typeof payloadSchema>;

const keyOf = (secret: string) => createHmac("sha256", secret).update("oai-pmh resumption token").digest();
const signatureOf = (secret: string, body: string) => createHmac("sha256", keyOf(secret)).update(body).digest("base64url");

export function signToken(secret: string, payload: TokenPayload): string {
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${body}.${signatureOf(secret, body)}`;
}

export type TokenCheck = { ok: true; payload: TokenPayload } | { ok: false; reason: string };

/** The token's content if it is ours, unaltered, for this site and verb, and not expired at `now`. */
export function readToken(secret: string, token: string, expect: { site: string; verb: string }, now: Date): TokenCheck {
  const [body, signature, ...rest] = token.split(".");
  if (!body || !signature || rest.length) return { ok: false, reason: "This resumptionToken is not one this repository issued." };
  const expected = Buffer.from(signatureOf(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: "This resumptionToken is not one this repository issued." };
  }
  let payload: TokenPayload;
  try {
    payload = payloadSchema.parse(JSON.parse(Buffer.from(body, "base64url").toString("utf8")));
  } catch {
    return { ok: false, reason: "This resumptionToken is not one this repository issued." };
  }
  if (payload.s !== expect.site) return { ok: false, reason: "This resumptionToken was issued by another repository." };
  if (payload.v !== expect.verb) return { ok: false, reason: `This resumptionToken continues ${payload.v}, not ${expect.verb}.` };
  if (payload.e <= now.getTime()) return { ok: false, reason: "This resumptionToken has expired; start the harvest again." };
  return { ok: true, payload };
}
