// Structured logs of the production server (server/main.ts): one JSON line per answer with its
// request id, site, route, status and duration; pretty lines on a developer's terminal. Nothing
// secret goes in: no query strings (signed media links, reset tokens), no invitation ids, no headers.
import { randomUUID } from "node:crypto";
import pino, { type DestinationStream, type Logger } from "pino";

export type LogLevel = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";

/** `destination`: where the lines go (standard output by default). */
export function createLogger(options: { level: LogLevel; pretty: boolean; destination?: DestinationStream }): Logger {
  const settings = {
    level: options.level,
    // Whatever a caller passes along, these never reach the log.
    redact: {
      paths: ["password", "*.password", "token", "*.token", "authorization", "*.authorization", "cookie", "*.cookie"],
      censor: "[redacted]",
    },
  };
  if (options.destination) return pino(settings, options.destination);
  return pino(
    options.pretty ? { ...settings, transport: { target: "pino-pretty", options: { colorize: true, ignore: "pid,hostname" } } } : settings,
  );
}

/** A path as it may be logged: without its query or fragment, invitation ids replaced, at most 300 characters. */
export function loggablePath(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? "/";
  return path.replace(/\/(register|invitations)\/[^/]+/gi, "/$1/:id").slice(0, 300);
}

/**
 * The request's id: the one a proxy of ours sent in X-Request-Id (when proxies are trusted and it is
 * a sane token), else a new one. A client's own header is not believed: it could forge log lines.
 */
export function requestIdOf(header: string | string[] | undefined, trusted: boolean): string {
  const value = Array.isArray(header) ? header[0] : header;
  return trusted && value && /^[\w.:-]{1,128}$/.test(value) ? value : randomUUID();
}

export type AnswerLog = { reqId: string; site: string; method: string; route: string; status: number; ms: number; aborted?: true };

export function answerLog(input: {
  id: string;
  host: string | undefined;
  method: string | undefined;
  url: string | undefined;
  status: number;
  startedAt: number;
  now: number;
  finished: boolean;
}): AnswerLog {
  return {
    reqId: input.id,
    site: (input.host ?? "").slice(0, 100),
    method: input.method ?? "GET",
    route: loggablePath(input.url ?? "/"),
    status: input.status,
    ms: Math.round((input.now - input.startedAt) * 10) / 10,
    // The client went away before the answer was complete.
    ...(input.finished ? {} : { aborted: true as const }),
  };
}
