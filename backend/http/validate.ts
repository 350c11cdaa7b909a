// Input parsing for route handlers: query strings and JSON bodies, bad input becomes a 400.
import type { Context } from "hono";
import type { z } from "zod";
import { ApiError, zodFieldErrors } from "./errors";
import { isJsonMediaType } from "./media-type";

export const MAX_JSON_BYTES = 64 * 1024;

/** A field left out is `required`, like an empty one (the shared schemas only word empty values). */
export const missingIsRequired: z.core.$ZodErrorMap = (issue) =>
  issue.code === "invalid_type" && issue.input === undefined ? "required" : undefined;

/** Field errors of a body; a required field reports only that (not the checks run on the empty value). */
function bodyErrors(error: z.ZodError): Record<string, string[]> {
  const errors = zodFieldErrors(error);
  for (const [field, messages] of Object.entries(errors)) if (messages.includes("required")) errors[field] = ["required"];
  return errors;
}

export function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  const result = schema.safeParse(c.req.query());
  // Query errors are keyed by the parameter (`uid__in`), not by the position inside it.
  if (!result.success) throw new ApiError(400, "validation_error", "Invalid query parameters.", zodFieldErrors(result.error, 1));
  return result.data;
}

export async function parseJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const body = await readJson(c);
  const result = schema.safeParse(body, { error: missingIsRequired });
  if (!result.success) throw new ApiError(400, "validation_error", "Invalid input.", bodyErrors(result.error));
  return result.data;
}

/** A JSON body, checked (media type, size, no null characters) but not validated; `maxBytes` for larger documents. */
export async function readJson(c: Context, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  if (!isJsonMediaType(c.req.header("content-type"))) {
    throw new ApiError(415, "unsupported_media_type", "Send a JSON body with Content-Type: application/json.");
  }
  const text = await c.req.text();
  if (text.length > maxBytes) throw new ApiError(413, "payload_too_large", "The request body is too large.");
  // PostgreSQL text cannot hold U+0000: refuse it here rather than fail in the database.
  if (text.includes("\\u0000") || text.includes("\0")) {
    throw new ApiError(400, "validation_error", "Null characters are not allowed.");
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, "parse_error", "The request body is not valid JSON.");
  }
}
