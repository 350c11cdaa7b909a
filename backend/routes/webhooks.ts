import { Hono } from "hono";
import { WEBHOOK_MAX_BYTES } from "../../lib/api/billing";
import type { AppEnv, BackendDeps } from "../context";
import { ApiError } from "../http/errors";
import { receiveEvent } from "../services/billing/webhook";

// POST /api/webhooks/stripe – payment events. Outside the API's base path and any site: an event
// names its checkout session, and its signature is the only credential.
export function webhookRoutes(deps: BackendDeps) {
  const routes = new Hono<AppEnv>({ strict: false });
  routes.post("/api/webhooks/stripe", async (c) => {
    const raw = await c.req.text();
    if (raw.length > WEBHOOK_MAX_BYTES) throw new ApiError(413, "payload_too_large", "The request body is too large.");
    return c.json(await receiveEvent(deps, raw, c.req.header("stripe-signature")));
  });
  return routes;
}
