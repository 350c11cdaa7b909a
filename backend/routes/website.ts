import { Hono } from "hono";
import type { AppEnv } from "../context";
import { endpoint } from "../http/endpoint";
import { toSettings } from "../services/settings";

export const websiteRoutes = new Hono<AppEnv>();

// GET /website/ – the site's settings
websiteRoutes.get(
  "/website/",
  endpoint({}, ({ site, locale }, { c }) => c.json(toSettings(site, locale))),
);
