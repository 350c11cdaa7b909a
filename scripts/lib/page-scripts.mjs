// The scripts a page's HTML names: its script elements (not the nomodule polyfills, which current
// browsers skip) and those the edge's loader adds once the first view is painted (the loader's last
// argument: lib/http/scripts-after-paint.ts). What `npm run lighthouse` and `npm run bench` count as
// a page's first-load JavaScript.

/** @param {string} html @returns {Set<string>} the paths (or addresses) of the scripts, in order */
export function scriptsNamedBy(html) {
  const named = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*\ssrc="[^"]+"[^>]*>/g))
    if (!/\snomodule\b/i.test(tag)) named.add(/\ssrc="([^"]+)"/.exec(tag)[1].replace(/&amp;/g, "&"));
  const loaded = /\}\)\(document,window,(\[[^\]]*\])\)<\/script>/.exec(html);
  for (const src of loaded ? JSON.parse(loaded[1]) : []) named.add(src);
  return named;
}
