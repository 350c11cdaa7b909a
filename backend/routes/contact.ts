import { Hono } from "hono";
import { contactInputSchema } from "../../lib/api/schemas";
import type { AppEnv } from "../context";
import { clientIp } from "../http/client-ip";
import { parseJson } from "../http/validate";
import { submitContact } from "../services/contact";
import { consume } from "../services/rate-limit";

export const contactRoutes = new Hono<AppEnv>();

// POST /contact/ – a visitor's message to the organisation
contactRoutes.post("/contact/", async (c) => {
  const input = await parseJson(c, contactInputSchema);
  await consume("contact", `${c.get("site").id}:${clientIp(c)}`);
  await submitContact(c.get("deps"), c.get("site"), input);
  return c.json({ detail: "Message sent." }, 201);
});
