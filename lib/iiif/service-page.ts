// The small HTML pages of the auth services (https://iiif.io/api/auth/2.0/): the access token
// service's (a script that posts one message to the viewer that framed it), the window that closes
// itself after sign-in, and the logout confirmation. Each runs only its own script (a nonce) and
// loads nothing; `frameAncestors` says who may frame it (the token page: the viewer's origin).

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON inside a <script>: `<` escaped, so no value can close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

export type ServicePage = { locale: string; title: string; body: string; script?: string; frameAncestors?: string; formAction?: boolean };

export function servicePageHtml(page: ServicePage, nonce: string): string {
  const script = page.script ? `<script nonce="${nonce}">${page.script}</script>` : "";
  return `<!doctype html><html lang="${escapeHtml(page.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(page.title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:20vh auto;padding:0 1.5rem;text-align:center">${page.body}${script}</body></html>`;
}

export function servicePagePolicy(page: ServicePage, nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    "style-src 'unsafe-inline'",
    "base-uri 'none'",
    `form-action ${page.formAction ? "'self'" : "'none'"}`,
    `frame-ancestors ${page.frameAncestors ?? "'none'"}`,
  ].join("; ");
}

export function servicePage(page: ServicePage, status = 200): Response {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  return new Response(servicePageHtml(page, nonce), {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
      "referrer-policy": "no-referrer",
      "content-security-policy": servicePagePolicy(page, nonce),
      ...(page.frameAncestors ? {} : { "x-frame-options": "DENY" }),
    },
  });
}

export const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
export const heading = (text: string) => `<h1>${escapeHtml(text)}</h1>`;
export const button = (text: string, action: string) =>
  `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(text)}</button></form>`;

/** The token page's script: one postMessage of `message` to `targetOrigin` (the parent frame). */
export const postMessageScript = (message: unknown, targetOrigin: string) =>
  `window.parent.postMessage(${scriptJson(message)}, ${scriptJson(targetOrigin)});`;
