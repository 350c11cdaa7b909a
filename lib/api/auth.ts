// The account calls of spec §7 (login, registration, invitations, password reset).
// Each takes the client it runs on; in the browser that is the BFF, which keeps the session token
// in an httpOnly cookie, so none of these functions ever sees a token.
// Only types come from the schemas, so the site chrome's logout loads no zod.
import type { ApiClient } from "./request";
import type { Invitation, InvitationRegistrationInput, LoginInput, PasswordResetConfirmInput, RegistrationInput } from "./schemas";
import { SHAPES } from "./shapes";

/** POST /auth/login/ – e-mail and password ('users'), or only the site password ('password'). */
export async function login(client: ApiClient, input: LoginInput): Promise<void> {
  await client.request("/auth/login/", { json: input });
}

/** POST /auth/logout/ – revokes the session (the BFF also clears its cookie). */
export async function logout(client: ApiClient): Promise<void> {
  await client.request("/auth/logout/", { method: "POST" });
}

/** POST /auth/register/ – a 400 carries `errors.email` (address taken) or `errors.password1`. */
export async function register(client: ApiClient, input: RegistrationInput): Promise<void> {
  await client.request("/auth/register/", { json: input });
}

/** GET /auth/invitations/{id}/ – 404 when the invitation is unknown, used or expired. */
export function getInvitation(client: ApiClient, invitationId: string): Promise<Invitation> {
  return client.request(`/auth/invitations/${encodeURIComponent(invitationId)}/`, {}, SHAPES.invitation);
}

/** POST /auth/invitations/{id}/register/ – the account is created for the invitation's e-mail. */
export async function registerByInvitation(client: ApiClient, invitationId: string, input: InvitationRegistrationInput): Promise<void> {
  await client.request(`/auth/invitations/${encodeURIComponent(invitationId)}/register/`, { json: input });
}

/** POST /auth/password-reset/ – always 200, whether or not the address has an account. */
export async function requestPasswordReset(client: ApiClient, email: string): Promise<void> {
  await client.request("/auth/password-reset/", { json: { email } });
}

/** POST /auth/password-reset/confirm/ – 400 `invalid_token` when the link is unknown, used or expired. */
export async function confirmPasswordReset(client: ApiClient, input: PasswordResetConfirmInput): Promise<void> {
  await client.request("/auth/password-reset/confirm/", { json: input });
}
