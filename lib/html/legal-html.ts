// The site's legal notice is HTML typed in by whoever runs the site. Both the API that serves it
// (on the site's own origin) and the page that shows it strip anything able to run script, with
// this one allow-list.
import sanitizeHtml from "sanitize-html";

const LEGAL_HTML_ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "h1", "h2", "img"],
  allowedAttributes: { a: ["href", "title", "target", "rel"], img: ["src", "alt", "width", "height"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
};

export function sanitizeLegalHtml(html: string): string {
  return sanitizeHtml(html, LEGAL_HTML_ALLOWED);
}
