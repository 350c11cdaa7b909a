// What the production server (server/main.ts) may believe: the client's address and the host it asked for come from
// the socket and the Host header, unless TRUSTED_PROXIES says how many proxies of ours stand in
// front; only then are their X-Forwarded-* headers read, and only as far as they reach.
import { isIP } from "node:net";

/** Headers a client could send to claim another address, host or scheme. */
export const FORWARDING_HEADERS = [
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
  "forwarded",
  "x-real-ip",
];

export type EdgeHeaders = Record<string, string | string[] | undefined>;
export type EdgeSocket = { remoteAddress?: string; encrypted?: boolean };

/** `::ffff:127.0.0.1` → `127.0.0.1`: one spelling per address, so limits key on one string. */
export function normaliseAddress(address: string | undefined): string | undefined {
  const plain = address?.trim().replace(/^\[(.*)\]$/, "$1");
  if (!plain || !isIP(plain)) return undefined;
  return plain.toLowerCase().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, "$1");
}

function headerList(value: string | string[] | undefined): string[] {
  const joined = Array.isArray(value) ? value.join(",") : (value ?? "");
  return joined
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * The client's address. Each trusted proxy appends the address it received the request from to
 * X-Forwarded-For, so the n-th entry from the right (the socket being the first) is the last one
 * a trusted proxy vouches for; everything left of it was written by the client.
 */
export function clientAddress(
  forwardedFor: string | string[] | undefined,
  socketAddress: string | undefined,
  trustedProxies: number,
): string {
  const socket = normaliseAddress(socketAddress) ?? "unknown";
  if (trustedProxies <= 0) return socket;
  const chain = [...headerList(forwardedFor), socket];
  const index = Math.max(0, chain.length - 1 - trustedProxies);
  return normaliseAddress(chain[index]) ?? socket;
}

/** The last value a trusted proxy set (it overwrites or appends; the client's own come first). */
function trustedValue(value: string | string[] | undefined): string | undefined {
  return headerList(value).at(-1);
}

/**
 * Rewrites the forwarding headers in place so everything behind the edge can read them as facts:
 * X-Forwarded-For holds exactly the client's address; X-Forwarded-Host and -Proto are kept only
 * from trusted proxies (and otherwise left for the framework to fill from Host and the socket).
 */
export function sanitiseForwarding(headers: EdgeHeaders, socket: EdgeSocket, trustedProxies: number): void {
  const address = clientAddress(headers["x-forwarded-for"], socket.remoteAddress, trustedProxies);
  const host = trustedProxies > 0 ? trustedValue(headers["x-forwarded-host"]) : undefined;
  const proto = trustedProxies > 0 ? trustedValue(headers["x-forwarded-proto"]) : undefined;
  for (const name of FORWARDING_HEADERS) delete headers[name];
  headers["x-forwarded-for"] = address;
  if (host) headers["x-forwarded-host"] = host;
  if (proto === "https" || proto === "http") headers["x-forwarded-proto"] = proto;
  else headers["x-forwarded-proto"] = socket.encrypted ? "https" : "http";
}

/** A host as a URL spells it: lower case, without the scheme's default port. */
function canonicalHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/:(80|443)$/, "");
}

/**
 * Whether the host of an absolute-form target may stand: the Host header decides the site, so a
 * target naming another host is refused rather than believed (RFC 9112 §3.2.2 lets a server
 * reject a request whose target and Host disagree). Without a Host header (HTTP/1.0) the target's
 * host is the only one there is.
 */
export function targetHostAgrees(targetHost: string, hostHeader: string | undefined): boolean {
  return hostHeader === undefined || canonicalHost(targetHost) === canonicalHost(hostHeader);
}

/**
 * What a request's target names (RFC 9112 §3.2): a path (origin form, `/help/faq`), the server
 * itself (`*`, which only OPTIONS takes), or a whole address (absolute form, `http://host/path`),
 * which clients send to proxies. A server must take the absolute form; here its host must agree
 * with the Host header (targetHostAgrees), and its path then goes on like any other. Anything else
 * names nothing here.
 */
export type RequestTarget = { kind: "path"; url: string; host?: string } | { kind: "server" } | { kind: "invalid" };

export function readRequestTarget(target: string): RequestTarget {
  if (target.startsWith("/")) return { kind: "path", url: target };
  if (target === "*") return { kind: "server" };
  if (!/^https?:\/\//i.test(target)) return { kind: "invalid" };
  try {
    const address = new URL(target);
    if (!address.host || address.username || address.password) return { kind: "invalid" };
    return { kind: "path", url: `${address.pathname}${address.search}`, host: address.host };
  } catch {
    return { kind: "invalid" };
  }
}
