// JSON-LD is written raw into a <script>: no value may end the element or change how it parses.
import { renderToStaticMarkup } from "react-dom/server";
import { JsonLd, serializeJsonLd } from "@/components/ui/json-ld";

const hostile = { name: "</script><script>alert(1)</script>", note: "a\u2028b\u2029c & <!-- d -->" };

describe("serializeJsonLd", () => {
  it("escapes <, >, &, U+2028 and U+2029 and still parses back to the same value", () => {
    const json = serializeJsonLd(hostile);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain("\\u003c/script\\u003e");
    expect(json).toContain("\\u2028");
    expect(json).toContain("\\u0026");
    expect(JSON.parse(json)).toEqual(hostile);
  });
});

describe("JsonLd", () => {
  it("renders one ld+json script that the value cannot break out of", () => {
    const html = renderToStaticMarkup(<JsonLd data={hostile} />);
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html.endsWith("</script>")).toBe(true);
    const body = html.slice('<script type="application/ld+json">'.length, -"</script>".length);
    expect(JSON.parse(body)).toEqual(hostile);
  });
});
