import { Hono } from "hono";
import {
  invitationRegistrationInputSchema,
  loginInputSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registrationInputSchema,
} from "../../lib/api/schemas";
import type { AppEnv } from "../context";
import { clientIp } from "../http/client-ip";
import { notFound } from "../http/errors";
import { requestHost, requireViewer } from "../http/guards";
import { uuidParam } from "../http/params";
import { parseJson } from "../http/validate";
import { login, SHARED_ROLE } from "../services/auth";
import { confirmReset, requestReset } from "../services/password-reset";
import { consume } from "../services/rate-limit";
import { getInvitation, register, registerByInvitation } from "../services/registration";
import { revokeSession } from "../services/sessions";

export const authRoutes = new Hono<AppEnv>();

// POST /auth/login/ – e-mail and password (or the site-wide password): a new token
authRoutes.post("/auth/login/", async (c) => {
  const input = await parseJson(c, loginInputSchema);
  const token = await login(c.get("deps"), c.get("site"), input, clientIp(c), c.get("locale"));
  // The new token replaces the caller's: the old one must not stay valid alongside it (whoever
  // else holds it, e.g. on a shared computer, would keep the previous account's access).
  const previous = c.get("viewer");
  if (previous) await revokeSession(c.get("deps").db, previous.sessionId);
  return c.json({ token });
});

// POST /auth/logout/ – revokes the caller's session
authRoutes.post("/auth/logout/", async (c) => {
  const viewer = c.get("viewer");
  if (viewer) await revokeSession(c.get("deps").db, viewer.sessionId);
  return c.body(null, 204);
});

// GET /auth/me/ – the signed-in user
authRoutes.get("/auth/me/", (c) => {
  const { user } = requireViewer(c);
  const shared = user.role === SHARED_ROLE;
  return c.json({
    uid: user.uid,
    first_name: shared ? "" : user.firstName,
    last_name: shared ? "" : user.lastName,
    email: shared ? "" : user.email,
    is_member: user.role === "member",
  });
});

// POST /auth/register/ – a new account (when the site allows registration)
authRoutes.post("/auth/register/", async (c) => {
  const input = await parseJson(c, registrationInputSchema);
  await consume("registerIp", `${c.get("site").id}:${clientIp(c)}`, c.get("locale"));
  const user = await register(c.get("deps"), c.get("site"), input, c.get("locale"));
  return c.json({ uid: user.uid, first_name: user.firstName, last_name: user.lastName, email: user.email }, 201);
});

// GET /auth/invitations/{id}/ – an open invitation and the site's custom fields
authRoutes.get("/auth/invitations/:id/", async (c) => {
  const id = uuidParam.safeParse(c.req.param("id"));
  if (!id.success) throw notFound("Invitation not found or no longer valid.");
  return c.json(await getInvitation(c.get("deps"), c.get("site"), id.data, c.get("locale")));
});

// POST /auth/invitations/{id}/register/ – accepts the invitation: a new account for its e-mail
authRoutes.post("/auth/invitations/:id/register/", async (c) => {
  const id = uuidParam.safeParse(c.req.param("id"));
  if (!id.success) throw notFound("Invitation not found or no longer valid.");
  const input = await parseJson(c, invitationRegistrationInputSchema);
  const user = await registerByInvitation(c.get("deps"), c.get("site"), id.data, input, c.get("locale"));
  return c.json({ uid: user.uid, first_name: user.firstName, last_name: user.lastName, email: user.email }, 201);
});

// POST /auth/password-reset/ – mails a reset link; the same answer whether or not the e-mail exists
authRoutes.post("/auth/password-reset/", async (c) => {
  const { email } = await parseJson(c, passwordResetRequestSchema);
  await requestReset(c.get("deps"), c.get("site"), email, { ip: clientIp(c), host: requestHost(c), locale: c.get("locale") });
  return c.json({ detail: "If an account exists for this address, a reset link has been sent." });
});

// POST /auth/password-reset/confirm/ – sets the new password; the link works once
authRoutes.post("/auth/password-reset/confirm/", async (c) => {
  const input = await parseJson(c, passwordResetConfirmSchema);
  await confirmReset(c.get("deps"), c.get("site"), input, c.get("locale"));
  return c.json({ detail: "Your password has been changed." });
});
