import { Hono } from "hono";
import type { AppEnv } from "../context";
import { notFound } from "../http/errors";
import { uuidParam } from "../http/params";
import { getMediaDetail } from "../services/player";

export const mediaRoutes = new Hono<AppEnv>();

// GET /medias/{uid}/ – one media (spec §7); signed file links only for a viewer who may play it
mediaRoutes.get("/medias/:uid/", async (c) => {
  const uid = uuidParam.safeParse(c.req.param("uid"));
  if (!uid.success) throw notFound("Media not found.");
  const ctx = { deps: c.get("deps"), site: c.get("site"), viewer: c.get("viewer"), locale: c.get("locale") };
  const media = await getMediaDetail(ctx, uid.data);
  if (!media) throw notFound("Media not found.");
  c.header("Cache-Control", "private, no-store");
  return c.json(media);
});
