// The scripts a page's HTML names: its script elements with a source, in order, leaving out the
// nomodule polyfills (current browsers skip them). `npm run lighthouse` counts these, with whatever
// else the page fetched before its load event, as the page's first-load JavaScript; `npm run bench`
// weighs the item page's by them.

/** @param {string} html @returns {Set<string>} the paths (or addresses) of the scripts, in order */
export function scriptsNamedBy(html) {
  const named = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*\ssrc="[^"]+"[^>]*>/g))
    if (!/\snomodule\b/i.test(tag)) named.add(/\ssrc="([^"]+)"/.exec(tag)[1].replace(/&amp;/g, "&"));
  return named;
}
