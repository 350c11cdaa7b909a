import { Hono } from "hono";
import type { AppEnv } from "../context";
import { endpoint } from "../http/endpoint";
import { getMediaDetail } from "../services/player";

export const mediaRoutes = new Hono<AppEnv>();

// GET /medias/{uid}/ – one media (spec §7); signed file links only for a viewer who may play it
mediaRoutes.get(
  "/medias/:uid/",
  endpoint({ uuids: ["uid"], notFound: "Media not found." }, async (ctx, { c, params }) => {
    const media = await getMediaDetail(ctx, params.uid);
    c.header("Cache-Control", "private, no-store");
    return c.json(media);
  }),
);
