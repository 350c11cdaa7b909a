// A full OAI-PMH harvest, as a harvester makes it: ListRecords in oai_dc, then each page's
// resumptionToken until the list ends (https://www.openarchives.org/OAI/openarchivesprotocol.html#FlowControl).
// Timed on its own; then every page is validated against the protocol's schemas with xmllint
// (tests/fixtures/xsd), when xmllint is installed.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

const XSD_DIR = path.join(process.cwd(), "tests", "fixtures", "xsd");

const count = (xml, pattern) => xml.match(pattern)?.length ?? 0;
const unescape = (text) =>
  text.replace(/&(lt|gt|quot|apos|amp);/g, (_, name) => ({ lt: "<", gt: ">", quot: '"', apos: "'", amp: "&" })[name]);

/** `get(path)` → `{status, body}` (scripts/lib/prod-server.mjs). */
export async function harvestAll(get) {
  const pages = [];
  const started = performance.now();
  let query = "verb=ListRecords&metadataPrefix=oai_dc";
  for (;;) {
    const res = await get(`/oai?${query}`);
    const xml = res.body.toString("utf8");
    if (res.status !== 200) throw new Error(`GET /oai?${query} → ${res.status}`);
    pages.push(xml);
    const token = /<resumptionToken[^>]*>([^<]+)<\/resumptionToken>/.exec(xml)?.[1];
    if (!token) break;
    query = `verb=ListRecords&resumptionToken=${encodeURIComponent(unescape(token))}`;
  }
  const seconds = (performance.now() - started) / 1000;
  const all = pages.join("");
  return {
    seconds,
    pages,
    records: count(all, /<record>/g),
    deleted: count(all, /<header status="deleted">/g),
    errors: count(all, /<error code=/g),
  };
}

/** How many pages fail the schemas (null when xmllint is not installed). */
export async function invalidPages(pages) {
  const dir = await mkdtemp(path.join(tmpdir(), "oai-bench-"));
  try {
    let invalid = 0;
    for (const [n, xml] of pages.entries()) {
      const file = path.join(dir, `page-${n}.xml`);
      await writeFile(file, xml);
      const outcome = await new Promise((resolve) =>
        execFile(
          "xmllint",
          ["--noout", "--nonet", "--schema", path.join(XSD_DIR, "oai-pmh-responses.xsd"), file],
          { env: { ...process.env, XML_CATALOG_FILES: path.join(XSD_DIR, "catalog.xml") } },
          (error) => resolve(error ? (error.code === "ENOENT" ? "missing" : "invalid") : "valid"),
        ),
      );
      if (outcome === "missing") return null;
      if (outcome === "invalid") invalid += 1;
    }
    return invalid;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
