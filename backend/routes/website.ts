import { Hono } from "hono";
import type { AppEnv } from "../context";
import { toSettings } from "../services/settings";

export const websiteRoutes = new Hono<AppEnv>();

// GET /website/ – the site's settings
websiteRoutes.get("/website/", (c) => c.json(toSettings(c.get("site"), c.get("locale"))));
