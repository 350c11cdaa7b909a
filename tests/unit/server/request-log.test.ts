/** @jest-environment node */
// The server's log lines: what they hold, and what they never hold.
import { Writable } from "node:stream";
import { answerLog, createLogger, loggablePath, requestIdOf } from "@/lib/server/request-log";

describe("loggablePath", () => {
  it.each([
    ["/api/public/websites/v1/files/abc/?exp=1700000000&sig=secret", "/api/public/websites/v1/files/abc/"],
    ["/auth/password-reset-2?token=reset-token", "/auth/password-reset-2"],
    ["/fr/auth/register/7e5c1a2b-3d4e-4f60-8a1b-2c3d4e5f6a7b", "/fr/auth/register/:id"],
    ["/api/public/websites/v1/auth/invitations/7e5c1a2b/?x=1", "/api/public/websites/v1/auth/invitations/:id/"],
    ["/category/villages#top", "/category/villages"],
  ])("%s → %s", (url, path) => {
    expect(loggablePath(url)).toBe(path);
  });

  it("keeps at most 300 characters", () => {
    expect(loggablePath(`/${"a".repeat(1000)}`)).toHaveLength(300);
  });
});

describe("requestIdOf", () => {
  it("takes a trusted proxy's id when it is a sane token", () => {
    expect(requestIdOf("lb-42.abc", true)).toBe("lb-42.abc");
  });

  it.each([
    ["a client's own id", "forged", false],
    ["an id with spaces or quotes", 'x" injected', true],
    ["an id too long", "a".repeat(200), true],
  ])("makes a new id instead of %s", (_, header, trusted) => {
    expect(requestIdOf(header, trusted)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("answerLog", () => {
  const base = { id: "r1", host: "archive.example.org", method: "GET", status: 200, startedAt: 100, now: 112.34, finished: true };

  it("names the request, site, route, status and duration", () => {
    expect(answerLog({ ...base, url: "/search?q=secret+words" })).toEqual({
      reqId: "r1",
      site: "archive.example.org",
      method: "GET",
      route: "/search",
      status: 200,
      ms: 12.3,
    });
  });

  it("marks an answer the client did not wait for", () => {
    expect(answerLog({ ...base, url: "/", finished: false })).toMatchObject({ aborted: true });
  });
});

it("never writes a password, token, cookie or authorization passed along", () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const logger = createLogger({ level: "info", pretty: false, destination: sink });
  logger.info({ password: "p", user: { token: "t" }, headers: { cookie: "c", authorization: "a" } }, "login");
  expect(lines.join("")).not.toMatch(/"(p|t|c|a)"/);
  expect(lines.join("")).toContain("[redacted]");
});
