import { sanitizeLegalHtml } from "@/lib/html/legal-html";

/** The site's legal snippet, sanitised: the HTML comes from the API, not from us. */
export function LegalContent({ html }: { html: string }) {
  return <div className="prose-content" dangerouslySetInnerHTML={{ __html: sanitizeLegalHtml(html) }} />;
}
