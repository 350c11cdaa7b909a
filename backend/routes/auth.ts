import { Hono } from "hono";
import {
  invitationRegistrationInputSchema,
  loginInputSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registrationInputSchema,
} from "../../lib/api/schemas";
import type { AppEnv } from "../context";
import { endpoint } from "../http/endpoint";
import { parseJson } from "../http/validate";
import { login, SHARED_ROLE } from "../services/auth";
import { confirmReset, requestReset } from "../services/password-reset";
import { consume } from "../services/rate-limit";
import { getInvitation, register, registerByInvitation } from "../services/registration";
import { revokeSession, type UserRow } from "../services/sessions";

export const authRoutes = new Hono<AppEnv>();

const INVITATION_NOT_FOUND = "Invitation not found or no longer valid.";
const newAccount = (user: UserRow) => ({ uid: user.uid, first_name: user.firstName, last_name: user.lastName, email: user.email });

// POST /auth/login/ – e-mail and password (or the site-wide password): a new token
authRoutes.post(
  "/auth/login/",
  endpoint({}, async (ctx, { c }) => {
    const token = await login(ctx, await parseJson(c, loginInputSchema));
    // The new token replaces the caller's: the old one must not stay valid alongside it (whoever
    // else holds it, e.g. on a shared computer, would keep the previous account's access).
    if (ctx.viewer) await revokeSession(ctx.db, ctx.viewer.sessionId);
    return c.json({ token });
  }),
);

// POST /auth/logout/ – revokes the caller's session, and the buyer session it holds (a shared computer)
authRoutes.post(
  "/auth/logout/",
  endpoint({}, async (ctx, { c }) => {
    if (ctx.viewer) await revokeSession(ctx.db, ctx.viewer.sessionId);
    if (ctx.buyer) await revokeSession(ctx.db, ctx.buyer.sessionId);
    return c.body(null, 204);
  }),
);

// GET /auth/me/ – the signed-in user
authRoutes.get(
  "/auth/me/",
  endpoint({ auth: "viewer" }, (ctx, { c }) => {
    const { user } = ctx.viewer;
    const shared = user.role === SHARED_ROLE;
    return c.json({
      uid: user.uid,
      first_name: shared ? "" : user.firstName,
      last_name: shared ? "" : user.lastName,
      email: shared ? "" : user.email,
      is_member: user.role === "member",
    });
  }),
);

// POST /auth/register/ – a new account (when the site allows registration)
authRoutes.post(
  "/auth/register/",
  endpoint({}, async (ctx, { c }) => {
    const input = await parseJson(c, registrationInputSchema);
    await consume("registerIp", `${ctx.site.id}:${ctx.ip}`, ctx.locale);
    return c.json(newAccount(await register(ctx, input)), 201);
  }),
);

// GET /auth/invitations/{id}/ – an open invitation and the site's custom fields
authRoutes.get(
  "/auth/invitations/:id/",
  endpoint({ uuids: ["id"], notFound: INVITATION_NOT_FOUND }, async (ctx, { c, params }) => c.json(await getInvitation(ctx, params.id))),
);

// POST /auth/invitations/{id}/register/ – accepts the invitation: a new account for its e-mail
authRoutes.post(
  "/auth/invitations/:id/register/",
  endpoint({ uuids: ["id"], notFound: INVITATION_NOT_FOUND }, async (ctx, { c, params }) => {
    const input = await parseJson(c, invitationRegistrationInputSchema);
    return c.json(newAccount(await registerByInvitation(ctx, params.id, input)), 201);
  }),
);

// POST /auth/password-reset/ – mails a reset link; the same answer whether or not the e-mail exists
authRoutes.post(
  "/auth/password-reset/",
  endpoint({}, async (ctx, { c }) => {
    const { email } = await parseJson(c, passwordResetRequestSchema);
    await requestReset(ctx, email);
    return c.json({ detail: "If an account exists for this address, a reset link has been sent." });
  }),
);

// POST /auth/password-reset/confirm/ – sets the new password; the link works once
authRoutes.post(
  "/auth/password-reset/confirm/",
  endpoint({}, async (ctx, { c }) => {
    await confirmReset(ctx, await parseJson(c, passwordResetConfirmSchema));
    return c.json({ detail: "Your password has been changed." });
  }),
);
