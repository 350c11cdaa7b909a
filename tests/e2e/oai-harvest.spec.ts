// A harvest of the whole repository by a standard OAI-PMH client: Perl's HTTP::OAI harvester
// (`oai_pmh`, Debian's libhttp-oai-perl, which .ci/run installs), following resumption tokens to
// the end as an aggregator does. It must give every item the site lists publicly, once each, plus
// the withdrawn ones as deleted headers; the records it received, put back into a ListRecords
// answer, must validate against the official OAI-PMH and oai_dc schemas.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { schemaErrors } from "../api/helpers/oai-validate";
import { API } from "./helpers/catalogue";
import { expect, test } from "./helpers/test";

const run = promisify(execFile);

type Harvested = { identifier: string; datestamp: string; deleted: boolean; sets: string[]; metadata: string };

/** The client's output: per record, header lines ("name: value"), a blank line, the metadata, a form feed. */
function parseHarvest(output: string): Harvested[] {
  return output
    .split("\f")
    .filter((chunk) => chunk.trim() !== "")
    .map((chunk) => {
      const [head = "", ...rest] = chunk.replace(/^\n+/, "").split("\n\n");
      const fields = head.split("\n").map((line) => /^(\w+): ?(.*)$/.exec(line)?.slice(1) ?? ["", ""]);
      const value = (name: string) => fields.find(([key]) => key === name)?.[1] ?? "";
      return {
        identifier: value("identifier"),
        datestamp: value("datestamp"),
        deleted: value("status") === "deleted",
        sets: fields.filter(([key]) => key === "setSpec").map(([, spec]) => spec!),
        metadata: rest.join("\n\n").trim(),
      };
    });
}

const escape = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;");

/** The records as one ListRecords answer, for the schemas. */
function asListRecords(base: string, records: Harvested[]): string {
  const body = records
    .map((r) => {
      const header =
        `<header${r.deleted ? ' status="deleted"' : ""}><identifier>${escape(r.identifier)}</identifier>` +
        `<datestamp>${r.datestamp}</datestamp>${r.sets.map((s) => `<setSpec>${escape(s)}</setSpec>`).join("")}</header>`;
      return `<record>${header}${r.deleted ? "" : r.metadata}</record>`;
    })
    .join("\n");
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/" ` +
    `xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/ http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd">` +
    `<responseDate>${new Date().toISOString().slice(0, 19)}Z</responseDate>` +
    `<request verb="ListRecords" metadataPrefix="oai_dc">${base}/oai</request><ListRecords>${body}</ListRecords></OAI-PMH>`
  );
}

test("a standard OAI-PMH client harvests every published item, and what it gets validates", async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  let output: string;
  try {
    ({ stdout: output } = await run("oai_pmh", ["--metadataPrefix", "oai_dc", `${baseURL}/oai`], {
      maxBuffer: 64 * 1024 * 1024,
      timeout: 90_000,
    }));
  } catch (error) {
    throw new Error(`The OAI-PMH client oai_pmh (Debian: libhttp-oai-perl) could not harvest: ${String(error)}`);
  }
  const records = parseHarvest(output);

  const listed = new Set<string>();
  for (let next: string | null = `${API}/items/?limit=100`; next;) {
    const page = (await (await request.get(next)).json()) as { next: string | null; results: { uid: string }[] };
    for (const item of page.results) listed.add(item.uid);
    next = page.next ? new URL(page.next).pathname + new URL(page.next).search : null;
  }
  const host = new URL(baseURL!).hostname;
  const live = records.filter((r) => !r.deleted).map((r) => r.identifier);
  expect(new Set(live).size, "no record twice").toBe(live.length);
  expect(new Set(live)).toEqual(new Set([...listed].map((uid) => `oai:${host}:${uid}`)));
  expect(records.filter((r) => !r.deleted).every((r) => r.metadata.includes("<oai_dc:dc"))).toBe(true);

  expect(await schemaErrors(asListRecords(baseURL!, records))).toBe("");
});
