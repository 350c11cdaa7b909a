// An embed that names no published item or media, once the page's scripts run; the server's HTML
// draws the same (components/player/embed-not-found-answer.tsx).
export { EmbedNotFoundView as default } from "@/components/player/embed-not-found-view";
