// Whether an error means the database cannot be reached right now (refused, dropped, restarting,
// out of connections), as opposed to a bug or a bad query: the first is a 503 the client may retry,
// and the service recovers by itself when the database is back (the pool reconnects).

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
/** PostgreSQL's own: connection exceptions (08…), shutting down or starting (57P0…), too many connections. */
const POSTGRES_CODES = /^(08\d{3}|57P0[1-3]|53300)$/;
/** node-postgres says these in words only. */
const MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection error/i,
  /cannot use a pool after calling end/i,
];

type Coded = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 5) return false;
  const { code, message, cause, errors } = error as Coded;
  if (typeof code === "string" && (NETWORK_CODES.has(code) || POSTGRES_CODES.test(code))) return true;
  if (typeof message === "string" && MESSAGES.some((pattern) => pattern.test(message))) return true;
  // Drizzle wraps the driver's error in its own; a refused connection to several addresses is an AggregateError.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
