// The player's own frame for the not-found page the server sends with an embed's 404
// (lib/http/not-found-page.ts). A root layout of its own, the same as the embeds': this route sits
// beside embed, where no public address leads (proxy.ts renders it only when the server asks).
export { default, generateMetadata } from "../embed/layout";
