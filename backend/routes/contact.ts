import { Hono } from "hono";
import { contactInputSchema } from "../../lib/api/schemas";
import type { AppEnv } from "../context";
import { endpoint } from "../http/endpoint";
import { parseJson } from "../http/validate";
import { submitContact } from "../services/contact";
import { consume } from "../services/rate-limit";

export const contactRoutes = new Hono<AppEnv>();

// POST /contact/ – a visitor's message to the organisation
contactRoutes.post(
  "/contact/",
  endpoint({}, async (ctx, { c }) => {
    const input = await parseJson(c, contactInputSchema);
    await consume("contact", `${ctx.site.id}:${ctx.ip}`, ctx.locale);
    await submitContact(ctx, input);
    return c.json({ detail: "Message sent." }, 201);
  }),
);
