// Password hashing (argon2id, OWASP parameters) and the common-password check.
import { readFileSync } from "node:fs";
import path from "node:path";
import { hash, verify } from "@node-rs/argon2";

/** 19 MiB, 2 iterations, 1 lane: OWASP's recommended minimum for argon2id. */
const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/** Spends the same time as a real check, so an unknown e-mail is not revealed by timing. */
export async function burnVerifyTime(password: string): Promise<void> {
  dummy ??= hashPassword("not-a-real-password-used-for-timing");
  await verifyPassword(await dummy, password);
}

let common: Set<string> | undefined;

/** The most common passwords (backend/data/common-passwords.txt: from @zxcvbn-ts/language-common, MIT). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    readFileSync(path.join(process.cwd(), "backend", "data", "common-passwords.txt"), "utf8")
      .split("\n")
      .filter(Boolean),
  );
  return common.has(password.toLowerCase());
}
