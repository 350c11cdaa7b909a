// The error catalogue of spec §8, shared by the server, the BFF and the browser.

export const GENERIC_ERROR_MESSAGE = "An unexpected error occurred while processing your request.";

/** A non-success answer from the API. */
export class ServerError extends Error {
  readonly type: string;
  readonly status: number;
  /** Field errors of a 400 validation answer, when the server sent them. */
  readonly errors?: Record<string, string[]>;

  constructor(opts: { status: number; type: string; message: string; cause?: unknown; errors?: Record<string, string[]> }) {
    super(opts.message, { cause: opts.cause });
    this.name = "ServerError";
    this.status = opts.status;
    this.type = opts.type;
    this.errors = opts.errors;
  }

  /** Builds the error from a failed response's parsed body, per spec §8. */
  static fromBody(status: number, body: unknown): ServerError {
    if (isRecord(body) && typeof body.type === "string" && typeof body.message === "string") {
      return new ServerError({ status, type: body.type, message: body.message, errors: fieldErrors(body.errors) });
    }
    return new ServerError({ status, type: "server_error", message: GENERIC_ERROR_MESSAGE, cause: body });
  }

  /** The session is gone (401). A 403 refuses one thing (a download, a members' page) and keeps the session. */
  get isAuthError(): boolean {
    return this.status === 401;
  }
}

/** The request never got an answer (network down, DNS, aborted). */
export class TransportError extends Error {
  constructor(cause: unknown) {
    super(GENERIC_ERROR_MESSAGE, { cause });
    this.name = "TransportError";
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function fieldErrors(value: unknown): Record<string, string[]> | undefined {
  if (!isRecord(value)) return undefined;
  const out: Record<string, string[]> = {};
  for (const [key, list] of Object.entries(value)) {
    if (Array.isArray(list)) out[key] = list.filter((m): m is string => typeof m === "string");
  }
  return out;
}
