import type { NextRequest } from "next/server";
import { tokenGranted, tokenRefused, type TokenErrorProfile, type TokenMessage } from "@/lib/iiif/auth-services";
import { serviceSite } from "@/lib/iiif/gate";
import { grantHolder } from "@/lib/iiif/grant-cookie";
import { pageLocale } from "@/lib/iiif/locale";
import { problem } from "@/lib/iiif/responses";
import { ACCESS_TOKEN_SECONDS, expiryIn, seal } from "@/lib/iiif/sealed";
import { postMessageScript, servicePage } from "@/lib/iiif/service-page";
import { iiifText, iiifTexts } from "@/lib/iiif/texts";
import { isAllowedOrigin, parseOrigin } from "@/lib/iiif/token-origin";
import { cookieHolder, iiifSecret } from "@/lib/iiif/viewer";
import { getSettings } from "@/lib/server/data";
import { isSignedIn } from "@/lib/server/site-gate";

// Per request: the answer depends on the session and the origin named.
export const dynamic = "force-dynamic";

const MAX_MESSAGE_ID = 200;

// GET /iiif/auth/token?messageId=…&origin=… – the access token service
// (https://iiif.io/api/auth/2.0/#access-token-service): a page, framed by the viewer, whose script
// posts to the viewer's origin an AuthAccessToken2 (a sealed token of this session, ten minutes,
// lib/iiif/sealed.ts; the session is the cookie's, or the access service's grant when the viewer is
// on another site, lib/iiif/grant-cookie.ts) or an AuthAccessTokenError2. Tokens go only to origins the site lets embed its
// player (lib/iiif/token-origin.ts); a request naming no message or origin gets a 400 and no page.
export async function GET(request: NextRequest): Promise<Response> {
  const site = await serviceSite(request);
  if (site instanceof Response) return site;
  const query = request.nextUrl.searchParams;
  const messageId = query.get("messageId") ?? "";
  const origin = parseOrigin(query.get("origin"));
  const errors: Record<string, string[]> = {};
  if (messageId.length === 0 || messageId.length > MAX_MESSAGE_ID)
    errors.messageId = [`Give the message's identifier (at most ${MAX_MESSAGE_ID} characters).`];
  if (!origin) errors.origin = ["Give the origin of the viewer's page (scheme, host and port)."];
  if (!origin || errors.messageId) return problem(false, 400, { type: "validation_error", message: "Invalid query parameters.", errors });

  const locale = pageLocale(request);
  let message: TokenMessage;
  try {
    message = await tokenMessage(request, site.site, messageId, origin, isAllowedOrigin(origin, site.origin, site.embedDomains));
  } catch (error) {
    console.error("[iiif] token service failed", error);
    message = tokenRefused(messageId, "unavailable", { none: ["503"] }, { none: ["Service unavailable."] });
  }
  return servicePage({
    locale,
    title: iiifText(locale, "tokenTitle", ""),
    body: "",
    script: postMessageScript(message, origin),
    // Framed by the page that asked: the message goes nowhere else.
    frameAncestors: `'self' ${origin}`,
  });
}

async function tokenMessage(
  request: NextRequest,
  site: string,
  messageId: string,
  origin: string,
  allowed: boolean,
): Promise<TokenMessage> {
  const [en, fr] = await Promise.all([getSettings(site, "en"), getSettings(site, "fr")]);
  const { map } = iiifTexts({ en: en.name, fr: fr.name });
  const refuse = (profile: TokenErrorProfile) => tokenRefused(messageId, profile, map("tokenErrorHeading"), map("tokenErrorNote"));
  if (!allowed) return tokenRefused(messageId, "invalidOrigin", map("originRefusedHeading"), map("originRefusedNote"));
  // The session cookie when the viewer is on the site's own site; else the grant the visitor gave this viewer.
  const holder = cookieHolder(request) ?? (await grantHolder(request, site, origin));
  if (!holder) return refuse("missingAspect");
  if (!(await isSignedIn(site, holder.session))) return refuse("invalidAspect");
  const token = seal(await iiifSecret(), { k: "token", site, ...holder, exp: expiryIn(ACCESS_TOKEN_SECONDS) });
  return tokenGranted(messageId, token, ACCESS_TOKEN_SECONDS);
}
