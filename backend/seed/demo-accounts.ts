// The demo sites' credentials and fixed identifiers. The README and the tests import these;
// they only ever exist in demo data.

export const DEMO_SITES = {
  archive: { code: "archive", host: "localhost", hosts: ["localhost", "127.0.0.1"] },
  studio: { code: "studio", host: "studio.localhost", hosts: ["studio.localhost", "studio.127.0.0.1.nip.io"] },
} as const;

export type DemoRole = "member" | "user";
export type DemoAccount = { email: string; password: string; role: DemoRole; firstName: string; lastName: string };

/** Users of the archive site (auth_method 'users'). */
export const DEMO_ACCOUNTS = {
  member: {
    email: "member@archive.example.org",
    password: "member-demo-2026",
    role: "member",
    firstName: "Demo",
    lastName: "Member",
  },
  researcher: {
    email: "researcher@archive.example.org",
    password: "researcher-demo-2026",
    role: "user",
    firstName: "Demo",
    lastName: "Researcher",
  },
  student: {
    email: "student@archive.example.org",
    password: "student-demo-2026",
    role: "user",
    firstName: "Demo",
    lastName: "Student",
  },
  teacher: {
    email: "teacher@archive.example.org",
    password: "teacher-demo-2026",
    role: "user",
    firstName: "Demo",
    lastName: "Teacher",
  },
} as const satisfies Record<string, DemoAccount>;

/** The studio site's shared password (auth_method 'password'). */
export const STUDIO_SITE_PASSWORD = "studio-demo-2026";

/** A member of the studio's organisation: signs in with e-mail and password even on a site-password site. */
export const STUDIO_MEMBER = {
  email: "member@studio.example.org",
  password: "studio-member-demo-2026",
  role: "member",
  firstName: "Studio",
  lastName: "Member",
} as const satisfies DemoAccount;

/** A pending invitation on the archive site: /auth/register/{uid}. */
export const DEMO_INVITATION = {
  uid: "7e5c1a2b-3d4e-4f60-8a1b-2c3d4e5f6a7b",
  email: "invited@archive.example.org",
  firstName: "Invited",
  lastName: "Guest",
} as const;

/** The argon2id parameters used for every demo password (OWASP's minimum recommendation). */
export const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
