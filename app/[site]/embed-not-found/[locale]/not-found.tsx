// The player's message once the page's scripts run (the page's answer raises the 404 in the browser too).
export { EmbedNotFoundView as default } from "@/components/player/embed-not-found-view";
