// The site's own frame for the not-found page the server sends with a 404 (lib/http/not-found-page.ts).
// A root layout of its own, the same as the site's pages: this route sits beside [locale], where
// no public address leads (proxy.ts rewrites every page to /{site}/{locale}/…).
export { default, generateMetadata, generateStaticParams, generateViewport } from "../../[locale]/layout";
