// Convenience draws over mulberry32: integers, picks, samples, v4-shaped uuids.
import { createHash } from "node:crypto";
import { hashString, mulberry32 } from "./mulberry32";

export type Rng = {
  next: () => number;
  int: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(values: readonly T[]) => T;
  sample: <T>(values: readonly T[], count: number) => T[];
  uuid: () => string;
  token: (length: number) => string;
};

/** A generator seeded from a label such as `archive:item:42`; the same label always gives the same stream. */
export function createRng(label: string): Rng {
  const next = mulberry32(hashString(label));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(values: readonly T[]): T => {
    if (values.length === 0) throw new Error("pick from an empty list");
    return values[int(0, values.length - 1)] as T;
  };
  const sample = <T>(values: readonly T[], count: number): T[] => {
    const pool = [...values];
    const taken: T[] = [];
    while (taken.length < count && pool.length > 0) {
      const [value] = pool.splice(int(0, pool.length - 1), 1);
      taken.push(value as T);
    }
    return taken;
  };
  let uuids = 0;
  // The bytes come from a hash of the label and a counter, not from the stream: 32 bits of state
  // repeat across 100,000 items' streams (a duplicate key at `--items 100000`). The 16 draws are
  // still taken so that everything drawn after a uuid stays as it was.
  const uuid = () => {
    for (let i = 0; i < 16; i += 1) next();
    uuids += 1;
    const bytes = [...createHash("sha256").update(`${label}#${uuids}`).digest().subarray(0, 16)];
    bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
    bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
    const hex = bytes.map((b) => b.toString(16).padStart(2, "0")).join("");
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  };
  const token = (length: number) => Array.from({ length }, () => "abcdefghijklmnopqrstuvwxyz0123456789".charAt(int(0, 35))).join("");
  return { next, int, chance: (p) => next() < p, pick, sample, uuid, token };
}

/** A deterministic uuid for a named thing (a site, a page block, an invitation…). */
export function uuidFor(label: string): string {
  return createRng(`uuid:${label}`).uuid();
}
