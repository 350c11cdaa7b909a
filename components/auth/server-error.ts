// What the account forms show for a failed call (spec §8).
import { ServerError } from "@/lib/api/errors";

/** The first message the server gave for one field of a 400, if any. */
export function serverFieldError(error: unknown, field: string): string | undefined {
  return error instanceof ServerError && error.status === 400 ? error.errors?.[field]?.[0] : undefined;
}

/** Throttling (429) tells the visitor how long to wait, in their language; anything else is generic. */
export function failureText(error: unknown, generic: string): string {
  return error instanceof ServerError && error.status === 429 ? error.message : generic;
}
