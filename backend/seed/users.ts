// The archive's demo accounts, the studio's member, its invitation custom fields and one pending invitation.
import { hash } from "@node-rs/argon2";
import type { Db } from "../db/client";
import { customFields, invitations, users } from "../db/schema";
import { ARGON2_OPTIONS, DEMO_ACCOUNTS, DEMO_INVITATION, STUDIO_MEMBER, type DemoAccount } from "./demo-accounts";
import { uuidFor } from "./random";

export type DemoUserKey = keyof typeof DEMO_ACCOUNTS;
export type SeededUsers = Record<DemoUserKey, number>;

const CUSTOM: Record<DemoUserKey, Record<string, string>> = {
  member: { profile: "other" },
  researcher: {
    profile: "researcher",
    "reason-for-research": "Placeholder reason: comparing how village life is described across several regions.",
    phone: "0100000001",
    birthdate: "1985-04-12",
    nationality: "French",
    address: "1 Example Street",
    zipcode: "00000",
    city: "Example City",
    country: "France",
  },
  student: {
    profile: "student",
    "reason-for-research": "Placeholder reason: a master's thesis on oral history methods.",
    phone: "0100000002",
    country: "Poland",
  },
  teacher: {
    profile: "teacher",
    "reason-for-research": "Placeholder reason: preparing a history lesson for secondary school pupils.",
    phone: "0100000003",
    country: "Lithuania",
  },
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function seedUsers(db: Db, websiteId: number): Promise<SeededUsers> {
  const keys = Object.keys(DEMO_ACCOUNTS) as DemoUserKey[];
  const accounts: Array<[DemoUserKey, DemoAccount]> = keys.map((key) => [key, DEMO_ACCOUNTS[key]]);
  const hashes = await Promise.all(accounts.map(([, account]) => hashPassword(account.password)));
  const rows = await db
    .insert(users)
    .values(
      accounts.map(([key, account], i) => ({
        uid: uuidFor(`archive:user:${key}`),
        websiteId,
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        passwordHash: hashes[i] ?? "",
        role: account.role,
        custom: CUSTOM[key],
      })),
    )
    .returning({ id: users.id, email: users.email });
  const idOf = (key: DemoUserKey) => rows.find((row) => row.email === DEMO_ACCOUNTS[key].email)?.id ?? 0;
  return { member: idOf("member"), researcher: idOf("researcher"), student: idOf("student"), teacher: idOf("teacher") };
}

/** The studio's one member account (its visitors share the site password). */
export async function seedStudioMember(db: Db, websiteId: number): Promise<void> {
  await db.insert(users).values({
    uid: uuidFor("studio:user:member"),
    websiteId,
    email: STUDIO_MEMBER.email,
    firstName: STUDIO_MEMBER.firstName,
    lastName: STUDIO_MEMBER.lastName,
    passwordHash: await hashPassword(STUDIO_MEMBER.password),
    role: STUDIO_MEMBER.role,
  });
}

/** The two registration-by-invitation fields, then an invitation that prefills them. */
export async function seedInvitation(db: Db, websiteId: number, invitedById: number, now: Date): Promise<void> {
  const fields = await db
    .insert(customFields)
    .values([
      {
        uid: uuidFor("archive:custom-field:institution"),
        websiteId,
        name: "Institution",
        i18n: { fr: { name: "Établissement" } },
        position: 0,
      },
      {
        uid: uuidFor("archive:custom-field:research-topic"),
        websiteId,
        name: "Research topic",
        i18n: { fr: { name: "Sujet de recherche" } },
        position: 1,
      },
    ])
    .returning({ uid: customFields.uid, name: customFields.name });
  const uidOf = (name: string) => fields.find((field) => field.name === name)?.uid ?? "";
  await db.insert(invitations).values({
    uid: DEMO_INVITATION.uid,
    websiteId,
    email: DEMO_INVITATION.email,
    firstName: DEMO_INVITATION.firstName,
    lastName: DEMO_INVITATION.lastName,
    customFields: {
      [uidOf("Institution")]: "Example University (placeholder)",
      [uidOf("Research topic")]: "Local history of Region A (placeholder)",
    },
    createdById: invitedById,
    expiresAt: new Date(now.getTime() + 60 * 86_400_000),
  });
}
