// The one place JSON-LD reaches the page. Inside <script>, HTML does not decode entities, so the
// JSON itself must hold no `<`, `>` or `&` (no `</script>`, no `<!--`), and U+2028/U+2029 are
// escaped too because older JavaScript parsers treat them as line ends.
const UNSAFE = /[<>&\u2028\u2029]/g;

const ESCAPES: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(UNSAFE, (char) => ESCAPES[char] ?? char);
}

/** One `<script type="application/ld+json">` per schema.org object. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
