import sanitizeHtml from "sanitize-html";

const ALLOWED = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "h1", "h2", "img"],
  allowedAttributes: { a: ["href", "title", "target", "rel"], img: ["src", "alt", "width", "height"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
};

/** The site's legal snippet, sanitised: the HTML comes from the API, not from us. */
export function LegalContent({ html }: { html: string }) {
  return <div className="prose-content" dangerouslySetInnerHTML={{ __html: sanitizeHtml(html, ALLOWED) }} />;
}
