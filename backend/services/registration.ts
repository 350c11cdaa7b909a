// New accounts: open registration (when the site allows it) and registration by invitation.
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Invitation, InvitationRegistrationInput, RegistrationInput } from "../../lib/api/schemas";
import type { RequestCtx, Website } from "../context";
import type { Db } from "../db/client";
import { customFields, invitations, users } from "../db/schema";
import { ApiError, notFound } from "../http/errors";
import { audit } from "./audit";
import { findUserByEmail } from "./auth";
import { localized, type Locale } from "./i18n";
import { message } from "./messages";
import { hashPassword, isCommonPassword } from "./passwords";
import type { UserRow } from "./sessions";

export function requireUsersMethod(site: Website) {
  if (!site.authEnabled || site.authMethod !== "users") {
    throw new ApiError(403, "registration_disabled", "Registration is not available on this site.");
  }
}

function checkPassword(password: string, locale: Locale) {
  if (isCommonPassword(password)) {
    throw new ApiError(400, "validation_error", "Invalid input.", { password1: [message("commonPassword", locale)] });
  }
}

function emailTaken(locale: Locale): ApiError {
  return new ApiError(400, "validation_error", "Invalid input.", { email: [message("emailExists", locale)] });
}

async function insertUser(db: Db, values: typeof users.$inferInsert, locale: Locale): Promise<UserRow> {
  try {
    const [user] = await db.insert(users).values(values).returning();
    return user!;
  } catch (error) {
    // Two registrations racing for one address: the unique index decides.
    if (await findUserByEmail(db, values.websiteId, values.email)) throw emailTaken(locale);
    throw error;
  }
}

export async function register(ctx: RequestCtx, input: RegistrationInput): Promise<UserRow> {
  const { db, site, locale } = ctx;
  requireUsersMethod(site);
  if (!site.authUsersRegistrationEnabled) throw new ApiError(403, "registration_disabled", "Registration is not available on this site.");
  if (await findUserByEmail(db, site.id, input.email)) throw emailTaken(locale);
  checkPassword(input.password1, locale);
  const custom = Object.fromEntries(Object.entries(input.custom).filter(([, v]) => v !== ""));
  const user = await insertUser(
    db,
    {
      websiteId: site.id,
      email: input.email.trim(),
      firstName: input.first_name,
      lastName: input.last_name,
      passwordHash: await hashPassword(input.password1),
      custom,
      locale,
    },
    locale,
  );
  await audit(db, { websiteId: site.id, actorUserId: user.id, action: "user.register", targetType: "user", targetId: user.uid });
  return user;
}

async function openInvitation({ db, site }: RequestCtx, uid: string) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.uid, uid),
        eq(invitations.websiteId, site.id),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row) throw notFound("Invitation not found or no longer valid.");
  return row;
}

export async function getInvitation(ctx: RequestCtx, uid: string): Promise<Invitation> {
  const { db, site, locale } = ctx;
  requireUsersMethod(site);
  const row = await openInvitation(ctx, uid);
  const fields = await db.select().from(customFields).where(eq(customFields.websiteId, site.id)).orderBy(customFields.position);
  return {
    uid: row.uid,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    custom_fields: fields.map((f) => ({
      uid: f.uid,
      name: localized(f.i18n, locale, "name", f.name),
      value: row.customFields[f.uid] ?? "",
    })),
  };
}

export async function registerByInvitation(ctx: RequestCtx, uid: string, input: InvitationRegistrationInput): Promise<UserRow> {
  const { db, site, locale } = ctx;
  requireUsersMethod(site);
  const invitation = await openInvitation(ctx, uid);
  // An account with the invitation's address: if a racing acceptance of this same invitation
  // made it, the invitation is used (404, like any later use); otherwise the address is taken.
  const refuseTaken = async (): Promise<never> => {
    await openInvitation(ctx, uid);
    throw emailTaken(locale);
  };
  if (await findUserByEmail(db, site.id, invitation.email)) await refuseTaken();
  checkPassword(input.password1, locale);
  const known = new Set(
    (await db.select({ uid: customFields.uid }).from(customFields).where(eq(customFields.websiteId, site.id))).map((f) => f.uid),
  );
  const custom = Object.fromEntries(Object.entries(input.custom_fields).filter(([k, v]) => known.has(k) && v !== ""));
  const passwordHash = await hashPassword(input.password1);
  const accept = db.transaction(async (tx) => {
    // Single use: only the first acceptance flips accepted_at.
    const accepted = await tx
      .update(invitations)
      .set({ acceptedAt: new Date() })
      .where(and(eq(invitations.id, invitation.id), isNull(invitations.acceptedAt)))
      .returning({ id: invitations.id });
    if (accepted.length === 0) throw notFound("Invitation not found or no longer valid.");
    const [user] = await tx
      .insert(users)
      .values({
        websiteId: site.id,
        email: invitation.email,
        firstName: input.first_name,
        lastName: input.last_name,
        passwordHash,
        custom,
        locale,
      })
      .returning();
    await audit(tx, {
      websiteId: site.id,
      actorUserId: user!.id,
      action: "invitation.accept",
      targetType: "invitation",
      targetId: invitation.uid,
    });
    return user!;
  });
  try {
    return await accept;
  } catch (error) {
    // An open registration took the address between the check and the insert: the unique
    // index refused it, and the transaction gave the invitation back.
    if (!(error instanceof ApiError) && (await findUserByEmail(db, site.id, invitation.email))) await refuseTaken();
    throw error;
  }
}
