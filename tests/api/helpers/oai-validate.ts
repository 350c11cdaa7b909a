// Validates an OAI-PMH answer against the official schemas (tests/fixtures/xsd: OAI-PMH.xsd, and
// oai_dc.xsd for the records' metadata) with xmllint, offline: the catalog maps the schemas'
// imports to the vendored copies, and --nonet forbids any download.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

const XSD_DIR = path.join(process.cwd(), "tests", "fixtures", "xsd");
const SCHEMA = path.join(XSD_DIR, "oai-pmh-responses.xsd");
const CATALOG = path.join(XSD_DIR, "catalog.xml");

/** xmllint's complaints about `xml` ("" when it validates). */
export async function schemaErrors(xml: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "oai-xml-"));
  const file = path.join(dir, "answer.xml");
  try {
    await writeFile(file, xml);
    return await new Promise<string>((resolve) => {
      execFile(
        "xmllint",
        ["--noout", "--nonet", "--schema", SCHEMA, file],
        { env: { ...process.env, XML_CATALOG_FILES: CATALOG }, maxBuffer: 16 * 1024 * 1024 },
        (error, _stdout, stderr) => resolve(error ? stderr || String(error) : ""),
      );
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
