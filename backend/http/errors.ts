// One error shape for every answer of the backend: `{type, message, errors?}`.
import type { Context } from "hono";
import { ZodError } from "zod";
import { PaymentProviderError } from "../adapters/payments/types";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { isDatabaseUnavailable } from "../db/unavailable";
import { pickLocale } from "../services/i18n";
import { message } from "../services/messages";

/** Seconds a client should wait before asking again while the database is away. */
const DATABASE_RETRY_SECONDS = 5;

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly type: string,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const notFound = (message = "Not found.") => new ApiError(404, "not_found", message);
export const unauthorized = (message = "Authentication credentials were not provided.") => new ApiError(401, "not_authenticated", message);

/** Field errors keyed by the field's path, as Django REST framework shapes them. */
export function zodFieldErrors(error: ZodError, depth = Infinity): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.slice(0, depth).join(".") : "non_field_errors";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

export function handleError(error: unknown, c: Context): Response {
  if (error instanceof ApiError) {
    return c.json(
      { type: error.type, message: error.message, ...(error.errors ? { errors: error.errors } : {}) },
      error.status,
      error.headers,
    );
  }
  if (error instanceof ZodError) {
    return c.json({ type: "validation_error", message: "Invalid input.", errors: zodFieldErrors(error) }, 400);
  }
  if (error instanceof PaymentProviderError) {
    // Theirs, not ours: said plainly, with the detail kept in the log only.
    console.warn("[payments]", c.req.method, c.req.path, error.code ?? "", error.message);
    return c.json(
      {
        type: "payment_provider_error",
        message: "The payment provider could not complete this request. Nothing was changed; please try again later.",
      },
      502,
      { "retry-after": "30" },
    );
  }
  if (isDatabaseUnavailable(error)) {
    // Not a bug: the database is away for now. Said once per request, without the stack.
    console.error("[backend] database unavailable:", c.req.method, c.req.path);
    return c.json(
      { type: "service_unavailable", message: message("serviceUnavailable", pickLocale(c.req.header("accept-language"))) },
      503,
      { "retry-after": String(DATABASE_RETRY_SECONDS) },
    );
  }
  // Anything else is our bug: log it, leak nothing.
  console.error("[backend]", c.req.method, c.req.path, error);
  return c.json({ type: "server_error", message: "An unexpected error occurred while processing your request." }, 500);
}
