import { Hono } from "hono";
import type { AppEnv } from "../context";
import { endpoint } from "../http/endpoint";
import { getPlayerItem } from "../services/player";

export const playerRoutes = new Hono<AppEnv>();

// GET /player/items/{uid}/ – an item for the embedded player: its medias, signed files only with access
playerRoutes.get(
  "/player/items/:uid/",
  endpoint({ uuids: ["uid"], notFound: "Item not found." }, async (ctx, { c, params }) => {
    const item = await getPlayerItem(ctx, params.uid);
    // Signed links are bound to this viewer: never stored by a shared cache.
    c.header("Cache-Control", "private, no-store");
    return c.json(item);
  }),
);
