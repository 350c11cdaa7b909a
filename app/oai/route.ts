import { createTranslator } from "next-intl";
import type { NextRequest } from "next/server";
import type { LangText } from "@/lib/api/oai";
import { env } from "@/lib/env";
import { readLimitedBody, refuseBody } from "@/lib/http/read-body";
import { LOCALES, type AppLocale } from "@/lib/i18n/locales";
import type { DublinCoreTexts, RightsKind } from "@/lib/oai/dublin-core";
import { argumentsOf, parseOaiRequest } from "@/lib/oai/request";
import { answerVerb, type OaiReads } from "@/lib/oai/verbs";
import { errorsXml, oaiDocument } from "@/lib/oai/xml";
import { getOaiRecord, getOaiRecords, getOaiRepository, getSettings } from "@/lib/server/data";
import { orNotFound } from "@/lib/server/not-found";
import { oaiSecret } from "@/lib/server/oai-secret";
import { siteEntry } from "@/lib/server/site-gate";
import { siteOrigin } from "@/lib/site/url";
import type en from "@/messages/en.json";

// Per request: the host, the arguments and, on a site that forces sign-in, the session decide the answer.
export const dynamic = "force-dynamic";

/** A POST's form body: a resumptionToken and a few short arguments fit many times over. */
const MAX_FORM_BYTES = 16 * 1024;
const RIGHTS: RightsKind[] = ["open", "restricted", "paid"];

/** Harvests page through a catalogue that changes: no answer is kept by anyone. */
const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...headers } });

const unavailable = () => plain(503, "The repository is unavailable; please try again shortly.", { "retry-after": "30" });

async function textsOf(site: string, publisher: string): Promise<DublinCoreTexts> {
  const rights = Object.fromEntries(RIGHTS.map((kind) => [kind, [] as LangText[]])) as Record<RightsKind, LangText[]>;
  for (const locale of LOCALES as readonly AppLocale[]) {
    const messages = ((await import(`../../messages/${locale}.json`)) as { default: typeof en }).default;
    const t = createTranslator({ locale, messages, namespace: "oai.rights" });
    for (const kind of RIGHTS) rights[kind].push({ lang: locale, text: t(kind, { site: publisher }) });
  }
  return { publisher, rights };
}

/** The arguments of a GET's query, or of a POST's form body (section 3.1.1); else the HTTP refusal. */
async function argumentsFrom(request: NextRequest): Promise<Map<string, string[]> | Response> {
  if (request.method === "GET") return argumentsOf(request.nextUrl.searchParams);
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") {
    return plain(415, "Send the arguments as application/x-www-form-urlencoded.", await refuseBody(request));
  }
  const read = await readLimitedBody(request, MAX_FORM_BYTES);
  if (!read.ok) return plain(413, "The request body is too large.", { connection: "close" });
  const text = read.body ? new TextDecoder("utf-8", { fatal: false }).decode(read.body) : "";
  return argumentsOf(new URLSearchParams(text));
}

/** The site's reads, with "no such record" as null rather than a 404. */
function readsOf(site: string): OaiReads {
  return {
    records: (query) => getOaiRecords(site, query),
    record: (uid) => orNotFound(getOaiRecord(site, uid)),
    repository: () => getOaiRepository(site),
  };
}

/** An address the protocol accepts (OAI-PMH.xsd's emailType) when the site gives none. */
function fallbackEmail(site: string): string {
  if (/^\S+@(\S+\.)+\S+$/.test(env.MAIL_FROM)) return env.MAIL_FROM;
  return site.includes(".") ? `webmaster@${site}` : `webmaster@${site}.invalid`;
}

// GET|POST /oai – the site's OAI-PMH 2.0 repository (https://www.openarchives.org/OAI/openarchivesprotocol.html;
// docs/interoperability.md): its items as oai_dc records, its categories as sets. 421 for a host no
// site claims; 401 on a site that forces sign-in without a session; protocol errors in a 200.
async function handle(request: NextRequest): Promise<Response> {
  const entry = await siteEntry(request, "document");
  if (!entry.ok) {
    const { status, message } = entry.refusal;
    if (status === 503) return unavailable();
    return plain(status, message, { "cache-control": "private, no-store", ...(await refuseBody(request)) });
  }
  const { site, open } = entry;
  const params = await argumentsFrom(request);
  if (params instanceof Response) return params;

  const now = new Date();
  const baseUrl = `${siteOrigin(site)}/oai`;
  const asked = parseOaiRequest(params);
  let xml: string;
  if ("errors" in asked) {
    xml = oaiDocument({ responseDate: now, baseUrl }, errorsXml(asked.errors));
  } else {
    try {
      const settings = await getSettings(site, "en");
      const answer = await answerVerb(
        {
          site,
          baseUrl,
          repositoryName: settings.name,
          fallbackEmail: fallbackEmail(site),
          secret: await oaiSecret(),
          now,
          texts: await textsOf(site, settings.name),
          reads: readsOf(site),
        },
        asked,
      );
      xml = oaiDocument({ responseDate: now, baseUrl, request: answer.echo ? asked : undefined }, answer.body);
    } catch (error) {
      console.error("[oai] the repository could not be read", error);
      return unavailable();
    }
  }
  const headers: Record<string, string> = { "content-type": "text/xml; charset=utf-8", "cache-control": "no-store", vary: "Host" };
  if (!open) headers["cache-control"] = "private, no-store";
  return new Response(xml, { headers });
}

export const GET = handle;
export const POST = handle;
