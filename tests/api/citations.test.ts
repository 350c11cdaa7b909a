// The contract carries what a citation needs (issue: "Cite this testimony"): a demo item's detail
// and the site's settings, read through the contract client, give lib/citations the witness, the
// recording's date and place, the organisation and the page's address, in English and French.
import { getItem, getItems, getWebsite } from "@/lib/api/endpoints";
import { API_BASE_PATH, createApiClient } from "@/lib/api/request";
import type { Item } from "@/lib/api/schemas";
import { SHAPE_SCHEMAS } from "@/lib/api/shape-schemas";
import { bibtexKey, toBibtex } from "@/lib/citations/bibtex";
import { citationSource, citedAt } from "@/lib/citations/citation-source";
import { citationMetaTags } from "@/lib/citations/meta-tags";
import { toRis } from "@/lib/citations/ris";
import { CITATION_STYLES, formatCitation, plainText } from "@/lib/citations/styles";
import { createTestBackend, type TestBackend } from "./helpers/test-backend";

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(() => backend?.close());

const client = (locale: string) =>
  createApiClient({
    baseUrl: `http://localhost${API_BASE_PATH}`,
    fetch: (request) => backend.fetch(request),
    headers: { host: "localhost", "accept-language": locale },
    schemas: SHAPE_SCHEMAS,
  });

/** A public media of the archive, as its page reads it (the detail, not the list's row). */
async function demoItem(locale: string): Promise<Item> {
  const page = await getItems(client(locale), { limit: 40 });
  const listed = page.results.find((item) => item.visibility_type === "public" && item.content_object_type === "media");
  expect(listed).toBeDefined();
  return getItem(client(locale), listed!.slug);
}

describe.each([
  { locale: "en", site: "Testimony Archive", words: ["Video testimony", "Accessed November 27, 2026"] },
  { locale: "fr", site: "Archives des témoignages", words: ["Témoignage vidéo", "Consulté le 27 novembre 2026"] },
])("a demo item's citation ($locale)", ({ locale, site, words }) => {
  it("has the witness, the recording's date and place, the organisation and the page", async () => {
    const [item, settings] = await Promise.all([demoItem(locale), getWebsite(client(locale))]);
    const fields = item.content_object.custom_fields;
    const url = `http://localhost:3000${locale === "en" ? "" : `/${locale}`}/${item.slug}`;
    const source = citationSource(item, settings, url, locale);

    expect(source).toEqual({
      locale,
      witness: expect.stringMatching(/^\p{L}+$/u),
      title: item.content_object.name,
      recordingDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      recordingPlace: expect.stringMatching(/\S/),
      organisation: site,
      siteName: site,
      url,
    });
    expect(source.witness).toBe(fields.forename);
    expect(source.recordingDate).toBe(fields.recording_date);
    expect(source.recordingPlace).toBe(fields.recording_place);

    const citation = citedAt(source, new Date("2026-11-27T09:00:00Z"), 75);
    for (const style of CITATION_STYLES) {
      const text = plainText(formatCitation(style, citation));
      for (const part of [source.witness!, item.content_object.name, source.recordingPlace!, site, `${url}?t=75`, "1:15"]) {
        expect(text).toContain(part);
      }
    }
    expect(plainText(formatCitation("chicago", citation))).toEqual(expect.stringContaining(words[0]!));
    expect(plainText(formatCitation("chicago", citation))).toEqual(expect.stringContaining(words[1]!));
    expect(toBibtex(citation)).toContain(`@misc{${bibtexKey(citation)},`);
    expect(toBibtex(citation)).toContain(`date = {${source.recordingDate}},`);
    expect(toRis(citation)).toContain(`DA  - ${source.recordingDate!.replaceAll("-", "/")}/\r\n`);
    expect(citationMetaTags(source, item.published_at)).toMatchObject({
      citation_title: item.content_object.name,
      citation_author: source.witness,
      citation_publisher: site,
      citation_public_url: url,
    });
  });
});
