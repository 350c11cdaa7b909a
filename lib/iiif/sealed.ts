import "server-only";
// What the IIIF services hand out, sealed (AES-256-GCM under a key drawn from the app secret): an
// access token for the probe, a ticket to play one media, and the access service's grant to the
// token service. Either is opaque to its holder
// (https://iiif.io/api/auth/2.0/#access-token-message-format: no sensitive content readable, not a
// cookie's value) and carries the site, the session it was issued to (and the buyer session beside
// it, docs/buyers.md) and an expiry. It opens nothing by itself: every use asks the content API as
// that session, so a sign-out (the logout service, or any other) voids it at once.
import "../zod-jitless";
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { z } from "zod";

/** The probe's token: minutes, as the spec advises; the viewer asks again when it runs out. */
export const ACCESS_TOKEN_SECONDS = 10 * 60;
/**
 * The access service's grant to the token service, kept in a cookie a viewer on another site's
 * frame still sends (lib/iiif/grant-cookie.ts): as long as a play ticket, so one sitting of work in
 * a viewer needs one sign-in window.
 */
export const GRANT_SECONDS = 2 * 60 * 60;
/** A play ticket lasts as long as the player's signed links do (backend/services/media-urls.ts): a film is watched and sought in one go. */
export const TICKET_SECONDS = 2 * 60 * 60;

const payloadSchema = z.object({
  /** "token" for the probe, "ticket" for one media's bytes, "grant" for the token service. */
  k: z.enum(["token", "ticket", "grant"]),
  site: z.string(),
  session: z.string(),
  buyer: z.string().optional(),
  /** The viewer's origin a grant is for. */
  origin: z.string().optional(),
  /** The media a ticket plays. */
  media: z.string().optional(),
  exp: z.number().int(),
});
export type Sealed = z.infer<typeof payloadSchema>;

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Longer than any sealed value; a longer string is refused before it is decoded. */
const MAX_LENGTH = 2048;

const keyOf = (secret: string) => createHash("sha256").update(`iiif-auth:${secret}`).digest();

export function seal(secret: string, payload: Sealed): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), "utf8"), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url");
}

export type Opened = { ok: true; value: Sealed } | { ok: false; reason: "invalid" | "expired" };

/** The payload of a value this site sealed for `kind` and `site`, unless it is forged, altered, another's or past its expiry. */
export function unseal(secret: string, value: string, kind: Sealed["k"], site: string, now = Date.now()): Opened {
  if (value.length > MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(value)) return { ok: false, reason: "invalid" };
  const bytes = Buffer.from(value, "base64url");
  if (bytes.length <= IV_BYTES + TAG_BYTES) return { ok: false, reason: "invalid" };
  let text: string;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyOf(secret), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString("utf8");
  } catch {
    return { ok: false, reason: "invalid" };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, reason: "invalid" };
  }
  const payload = payloadSchema.safeParse(parsed);
  if (!payload.success || payload.data.k !== kind || payload.data.site !== site) return { ok: false, reason: "invalid" };
  if (payload.data.exp * 1000 <= now) return { ok: false, reason: "expired" };
  return { ok: true, value: payload.data };
}

export const expiryIn = (seconds: number, now = Date.now()) => Math.floor(now / 1000) + seconds;
