// A page the server writes itself, before or without any render (no site for this host, the
// content service down, too many visitors at once): plain HTML in the visitor's language, never
// cached. Loaded by the proxy and by the production server (server/main.ts), which runs outside the
// framework as plain ES modules: no imports here, each caller brings its texts.

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function plainPage(locale: string, title: string, text: string): string {
  return `<!doctype html><html lang="${escape(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:20vh auto;padding:0 1.5rem;text-align:center"><h1>${escape(title)}</h1><p>${escape(text)}</p></body></html>`;
}

/** What such a page needs wherever it is written: HTML, never stored, and a policy under which it
 * runs nothing and is framed by no one (the proxy replaces it with the site's own). */
export const PLAIN_PAGE_HEADERS: Readonly<Record<string, string>> = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "no-store",
  vary: "Host",
  "x-content-type-options": "nosniff",
  "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
};
