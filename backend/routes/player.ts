import { Hono } from "hono";
import type { AppEnv } from "../context";
import { notFound } from "../http/errors";
import { uuidParam } from "../http/params";
import { getPlayerItem } from "../services/player";

export const playerRoutes = new Hono<AppEnv>();

// GET /player/items/{uid}/ – an item for the embedded player: its medias, signed files only with access
playerRoutes.get("/player/items/:uid/", async (c) => {
  const uid = uuidParam.safeParse(c.req.param("uid"));
  if (!uid.success) throw notFound("Item not found.");
  const ctx = { deps: c.get("deps"), site: c.get("site"), viewer: c.get("viewer"), locale: c.get("locale") };
  const item = await getPlayerItem(ctx, uid.data);
  if (!item) throw notFound("Item not found.");
  // Signed links are bound to this viewer: never stored by a shared cache.
  c.header("Cache-Control", "private, no-store");
  return c.json(item);
});
