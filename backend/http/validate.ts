// Input parsing for route handlers: query strings and JSON bodies, bad input becomes a 400.
import type { Context } from "hono";
import type { z } from "zod";
import { ApiError, zodFieldErrors } from "./errors";

export const MAX_JSON_BYTES = 64 * 1024;

export function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) throw new ApiError(400, "validation_error", "Invalid query parameters.", zodFieldErrors(result.error));
  return result.data;
}

export async function parseJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const type = c.req.header("content-type") ?? "";
  if (!type.includes("application/json")) {
    throw new ApiError(415, "unsupported_media_type", "Send a JSON body with Content-Type: application/json.");
  }
  const text = await c.req.text();
  if (text.length > MAX_JSON_BYTES) throw new ApiError(413, "payload_too_large", "The request body is too large.");
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, "parse_error", "The request body is not valid JSON.");
  }
  const result = schema.safeParse(body);
  if (!result.success) throw new ApiError(400, "validation_error", "Invalid input.", zodFieldErrors(result.error));
  return result.data;
}
