// The audit's attack, replayed in under a minute against a server of its own: HEAD floods and
// aborted downloads, chunked and oversized bodies, made-up URLs by the thousand, malformed
// percent-encoding, traversal, fuzzed queries and bodies, forged forwarding headers. No answer may
// be a 5xx, descriptors must not grow, memory and the page cache must stay bounded.
import { existsSync, readdirSync, statSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { expect, test } from "./helpers/test";
import { pool, raw, OWN_SERVER_START_MS, startOwnServer, type OwnServer, type RawRequest } from "./helpers/own-server";

const API = "/api/public/websites/v1";
const PORT = 3190;

test.describe.configure({ timeout: 120_000 });

let server: OwnServer;
const statuses: number[] = [];
const send = async (request: RawRequest) => {
  const response = await raw(server.port, request);
  statuses.push(response.status);
  return response;
};

/** Bytes under a folder (0 when it does not exist). */
function folderBytes(dir: string): number {
  if (!existsSync(dir)) return 0;
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? folderBytes(full) : statSync(full).size;
  }
  return total;
}

test.beforeAll(async () => {
  test.setTimeout(OWN_SERVER_START_MS + 30_000);
  server = await startOwnServer(PORT, { PAGE_CACHE_MAX_BYTES: String(16 * 1024 * 1024) });
});

test.afterAll(async () => {
  await server?.stop();
});

test.afterEach(() => {
  // Nothing a client sends may produce a 5xx.
  expect(statuses.filter((status) => status >= 500)).toEqual([]);
  statuses.length = 0;
});

test("HEAD floods and aborted downloads of a media file open no lasting descriptor", async () => {
  const list = JSON.parse((await send({ path: `${API}/items/?limit=100` })).body) as {
    results: Array<{ slug: string; has_access: boolean }>;
  };
  const open = list.results.find((item) => item.has_access);
  expect(open, "a public item in the demo").toBeTruthy();
  const detail = JSON.parse((await send({ path: `${API}/items/${open!.slug}/` })).body) as {
    content_object: { files?: Array<{ file: string }> };
  };
  const link = detail.content_object.files?.[0]?.file;
  expect(link, "a signed file link").toMatch(/\/files\//);

  const before = server.descriptors();
  const heads = await pool(1000, 32, () => send({ method: "HEAD", path: link! }));
  // No Content-Length: the framework does not send a route handler's (16.4), and streams the file.
  expect(new Set(heads.map((r) => r.status))).toEqual(new Set([200]));
  await pool(300, 16, () => send({ path: link!, abortAfterHeaders: true }));
  await pool(100, 16, () => send({ path: link!, headers: { range: "bytes=0-99" }, abortAfterHeaders: true }));
  // Closing is asynchronous: give the last streams a moment.
  await expect.poll(() => server.descriptors() - before, { timeout: 10_000 }).toBeLessThan(20);
});

test("HEAD of every kind of page answers as its GET does, without a body", async () => {
  const login = await send({
    method: "POST",
    path: `${API}/auth/login/`,
    headers: { "content-type": "application/json", origin: `http://localhost:${server.port}` },
    body: JSON.stringify({ email: "researcher@archive.example.org", password: "researcher-demo-2026" }),
  });
  expect(login.status).toBe(200);
  const cookie = String(login.headers["set-cookie"]).split(";")[0]!;
  const list = JSON.parse((await send({ path: `${API}/items/?limit=1` })).body) as { results: Array<{ slug: string }> };
  const targets: Array<{ path: string; headers?: Record<string, string> }> = [
    { path: "/" },
    { path: "/fr" },
    { path: "/help/faq" },
    { path: "/category/region-a" },
    { path: `/${list.results[0]!.slug}` },
    // Rendered per request: the framework ends these HEADs with end(null), which once made a 500.
    { path: "/search?q=village" },
    { path: "/my-list" },
    { path: "/my-list", headers: { cookie } },
    { path: "/auth/login" },
    { path: "/no-such-page" },
    { path: "/favicon.ico" },
    { path: "/robots.txt" },
    { path: "/sitemap.xml" },
    { path: `${API}/items/?limit=2` },
    { path: "/api/nothing-here" },
  ];
  for (const { path: target, headers = {} } of targets) {
    const both = { "accept-encoding": "gzip", ...headers };
    const [get, head] = [await send({ path: target, headers: both }), await send({ method: "HEAD", path: target, headers: both })];
    expect(head.status, `HEAD ${target}`).toBe(get.status);
    expect(head.body, `HEAD ${target}`).toBe("");
    expect(head.headers["content-type"], `HEAD ${target}`).toBe(get.headers["content-type"]);
  }
});

test("a cached page carries the framework's ETag, a request naming it gets a 304, and files are gzipped", async () => {
  for (const target of ["/", "/help/faq", "/category/region-a"]) {
    const headers = { "accept-encoding": "gzip" };
    await send({ path: target, headers });
    const [first, second] = [await send({ path: target, headers }), await send({ path: target, headers })];
    expect(first.status, target).toBe(200);
    const etag = String(first.headers.etag);
    // The framework's (generateEtags): a hash of the body and its length, in base 36.
    expect(etag, target).toMatch(/^"[\da-z]+"$/);
    expect(second.headers.etag, target).toBe(etag);
    const unchanged = await send({ path: target, headers: { ...headers, "if-none-match": etag } });
    expect(unchanged.status, target).toBe(304);
    expect(unchanged.body, target).toBe("");
    expect(unchanged.headers.etag, target).toBe(etag);
    expect((await send({ path: target, headers: { ...headers, "if-none-match": '"another"' } })).status, target).toBe(200);
  }
  // The framework gzips a script as it sends it (compress).
  const script = /\/_next\/static\/chunks\/[\w.-]+\.js/.exec((await send({ path: "/help/faq" })).body)?.[0];
  expect(script).toBeDefined();
  const gzipped = await send({ path: script!, headers: { "accept-encoding": "gzip" } });
  expect(gzipped.status).toBe(200);
  expect(gzipped.headers["content-encoding"]).toBe("gzip");
});

/** Up to 200 MiB sent chunked to `target`, unless the server answers first; what it answered and how
 * much had been sent by then. */
function pushHugeBody(target: string): Promise<{ status: number; sentMiB: number }> {
  return new Promise((resolve) => {
    let sent = 0;
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: server.port,
        method: "POST",
        path: target,
        headers: {
          host: `localhost:${server.port}`,
          "content-type": "application/json",
          origin: `http://localhost:${server.port}`,
          "transfer-encoding": "chunked",
        },
      },
      (res) => {
        res.resume();
        statuses.push(res.statusCode ?? 0);
        resolve({ status: res.statusCode ?? 0, sentMiB: sent / 1024 / 1024 });
        req.destroy();
      },
    );
    req.on("error", () => resolve({ status: 0, sentMiB: sent / 1024 / 1024 }));
    const chunk = Buffer.alloc(256 * 1024, 120);
    const pump = () => {
      while (sent < 200 * 1024 * 1024 && !req.destroyed) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      req.end();
    };
    pump();
  });
}

test("a chunked body far over the limit is refused without being buffered", async () => {
  const rssBefore = server.rssMiB();
  const outcome = await pushHugeBody(`${API}/contact/`);
  expect(outcome.status).toBe(413);
  expect(outcome.sentMiB).toBeLessThan(200);
  expect(server.rssMiB() - rssBefore).toBeLessThan(100);

  expect(
    (await send({ method: "POST", path: `${API}/contact/`, headers: { "content-length": String(50 * 1024 * 1024) }, body: "x" })).status,
  ).toBe(413);
  expect((await send({ method: "GET", path: `${API}/items/`, headers: { "content-type": "application/json" }, body: "{}" })).status).toBe(
    400,
  );
  expect((await send({ method: "POST", path: "/help/faq", body: "x" })).status).toBe(405);

  // Routes that take no body answer without reading one: an unknown API path, and the revalidation
  // hook (off here: no REVALIDATE_SECRET).
  for (const target of ["/api/no-such-route/", "/api/v2/items/", "/api/revalidate"]) {
    const refused = await pushHugeBody(target);
    expect(refused.status, target).toBe(404);
    expect(refused.sentMiB, target).toBeLessThan(200);
  }
  expect(server.rssMiB() - rssBefore).toBeLessThan(100);
});

test("made-up URLs by the thousand are 404s that fill neither the disk nor the memory", async () => {
  test.setTimeout(240_000);
  const cacheDir = path.join(process.cwd(), ".next", "server", "app");
  const diskBefore = folderBytes(cacheDir);
  const shapes = [
    (i: number) => `/no-such-item-${i}`,
    (i: number) => `/category/no-such-${i}`,
    (i: number) => `/fr/no-such-${i}`,
    (i: number) => `/help/nope-${i}`,
    // Embeds: an id of no item (its page asks), and one that is no id at all (refused at once).
    (i: number) => `/embed/00000000-0000-4000-8000-${String(i).padStart(12, "0")}/`,
    (i: number) => `/embed/media/no-such-${i}/`,
  ];
  const flood = (from: number, count: number) => pool(count, 8, (i) => send({ path: shapes[(from + i) % shapes.length]!(from + i) }));
  // A first round warms every route up; memory after it is the baseline.
  const answers = await flood(0, 300);
  const rss = [server.rssMiB()];
  for (let round = 0; round < 4; round += 1) {
    answers.push(...(await flood(300 + round * 600, 600)));
    rss.push(server.rssMiB());
  }
  expect(new Set(answers.map((r) => r.status))).toEqual(new Set([404]));
  expect(folderBytes(cacheDir) - diskBefore).toBe(0);
  // Memory that levels off. The heap grows in steps whenever the collector decides to (+100 to
  // +255 MiB seen in one round of 600 on a 2-CPU machine, in the first round or a later one), then
  // holds: 6,900 URLs levelled off at +270 to +290 MiB, and +330 was seen after 2,700. So one
  // round's growth says nothing; a leak grows every round. Of the four rounds, at least one must
  // add under 50 MiB (a leak of 85 KB per URL would fail it), and all together under 450.
  const steps = rss.slice(1).map((value, i) => value - rss[i]!);
  const seen = `RSS after each round: ${rss.map(Math.round).join(", ")} MiB`;
  expect(rss.at(-1)! - rss[0]!, seen).toBeLessThan(450);
  expect(Math.min(...steps), seen).toBeLessThan(50);
  // The internal /{site}/… paths are not reachable from outside.
  expect((await send({ path: "/studio.localhost/en" })).status).toBe(404);
});

test("malformed percent-encoding, traversal and fuzzed input get 4xx with the security headers", async () => {
  for (const target of [
    "/%ff",
    "/%c0%af",
    "/%",
    "/%25",
    "/fr/%e2%82",
    "/category/%25",
    `${API}/items/%ff/`,
    "/images/%c0%ae%c0%ae/x",
    // A null character, which no address holds: refused before any page asks for it.
    "/a%00b",
    "/category/a%00b",
    "/fr/a%2500b",
  ]) {
    const response = await send({ path: target });
    expect(response.status, target).toBe(400);
    expect(response.headers["content-security-policy"], target).toContain("default-src");
    expect(response.headers["x-content-type-options"], target).toBe("nosniff");
  }
  for (const target of [
    "/%2541",
    "/..%2f..%2fetc%2fpasswd",
    "/images/../../etc/passwd",
    `${API}/files/..%2f..%2f/`,
    `${API}/items/../../../etc/passwd`,
    "/embed/%2e%2e/%2e%2e/x",
  ]) {
    const response = await send({ path: target });
    expect(response.status, target).toBeLessThan(500);
    expect(response.body.includes("root:x:0:0"), target).toBe(false);
  }
  // An API path no route takes is the API's JSON 404 for every method, not a page.
  for (const target of ["/api/", "/api/x", `${API}/`, "/api/public/websites/v2/items/", "/api/webhooks/"]) {
    for (const method of ["GET", "POST", "DELETE"]) {
      const response = await send({ method, path: target, headers: { origin: `http://localhost:${server.port}` } });
      expect(response.status, `${method} ${target}`).toBe(404);
      expect(JSON.parse(response.body), `${method} ${target}`).toEqual({ type: "not_found", message: "Not found." });
    }
  }
  const queries = [
    "limit=-1",
    "limit=999999999999",
    "offset=abc",
    "ordering=;drop%20table",
    "search=%00",
    "languages=" + "x,".repeat(500),
    "categories=not-a-uuid",
    "uid__in=" + "a".repeat(5000),
  ];
  for (const query of queries) expect((await send({ path: `${API}/items/?${query}` })).status, query).toBeLessThan(500);
  const bodies = ["", "{", "[]", "null", '{"email":{"$gt":""}}', "\u0000\u0001", JSON.stringify({ email: "a".repeat(100_000) })];
  for (const body of bodies) {
    for (const endpoint of ["contact/", "auth/login/", "auth/register/", "ondemand/requests/"]) {
      const response = await send({
        method: "POST",
        path: `${API}/${endpoint}`,
        headers: { "content-type": "application/json", origin: `http://localhost:${server.port}` },
        body,
      });
      expect(response.status, `${endpoint} ${body.slice(0, 20)}`).toBeLessThan(500);
    }
  }
});

test("forged forwarding headers change neither the client's address nor the site", async () => {
  // The studio's shared password, guessed from 'rotating addresses': the limit holds.
  const guesses = await pool(60, 4, (i) =>
    send({
      method: "POST",
      path: `${API}/auth/login/`,
      headers: {
        host: `studio.localhost:${server.port}`,
        "content-type": "application/json",
        origin: `http://studio.localhost:${server.port}`,
        "x-forwarded-for": `10.9.${i >> 8}.${i & 255}`,
      },
      body: JSON.stringify({ password: `wrong-guess-${i}` }),
    }),
  );
  expect(guesses.some((r) => r.status === 429)).toBe(true);

  // Another site's host, or a made-up one, cannot be claimed through X-Forwarded-Host.
  const home = await send({ path: "/", headers: { "x-forwarded-host": "evil.example" } });
  expect(home.status).toBe(200);
  expect(home.body.includes("evil.example")).toBe(false);
  // Cacheable answers say that they depend on the host: the framework's own files and route
  // handlers here; pages get it from the reverse proxy (deploy/haproxy.cfg), as the framework
  // replaces a page's Vary.
  expect(String((await send({ path: "/robots.txt" })).headers.vary).toLowerCase()).toContain("host");
  expect((await send({ path: "/robots.txt", headers: { "x-forwarded-host": "evil.example" } })).body.includes("evil.example")).toBe(false);
  const unknown = await send({ path: "/", headers: { host: "evil.example" } });
  expect(unknown.status).toBe(421);
  expect(unknown.headers["cache-control"]).toBe("no-store");
  expect((await send({ path: "/sitemap.xml", headers: { host: "evil.example" } })).status).toBe(421);
  expect((await send({ path: `${API}/website/`, headers: { host: "evil.example" } })).status).toBe(404);
});

test("a request target other than a path is read as HTTP says, never followed elsewhere", async () => {
  const origin = `localhost:${server.port}`;
  // `*` names the server itself: OPTIONS gets the methods, anything else a 400 (it was a 500).
  const options = await send({ method: "OPTIONS", path: "*" });
  expect(options.status).toBe(204);
  expect(options.headers.allow).toContain("GET");
  expect((await send({ path: "*" })).status).toBe(400);
  // The absolute form, as sent to a proxy: taken when its host is the Host header's; the Host header
  // decides the site, so a target naming another host is refused (it used to be believed, and
  // before that answered with a redirect to the address it named).
  const faq = await send({ path: `http://${origin}/help/faq` });
  expect(faq.status).toBe(200);
  expect(faq.body).toContain("<h1");
  for (const [target, host] of [
    [`http://${origin}/help/faq`, "evil.example"],
    [`http://studio.${origin}/auth/login`, origin],
    [`http://${origin}/help/faq`, `studio.${origin}`],
  ] as const) {
    const refused = await send({ path: target, headers: { host } });
    expect(refused.status, `${target} with Host ${host}`).toBe(400);
    expect(refused.headers.location).toBeUndefined();
  }
  const studio = await send({ path: `http://studio.${origin}/auth/login`, headers: { host: `Studio.${origin}` } });
  expect(studio.status).toBe(200);
  expect(studio.body).toContain("Studio");
  for (const target of ["evil", `ftp://${origin}/`, `http://user:secret@${origin}/`, `http://${origin}/%ff`]) {
    const response = await send({ path: target });
    expect(response.status, target).toBe(400);
    expect(response.headers.location, target).toBeUndefined();
  }
});

test("a public cached page sets no cookie and names no internal path", async () => {
  for (const [target, headers] of [
    ["/fr", {}],
    ["/fr/help/faq", { "accept-language": "en-GB" }],
    ["/", { "accept-language": "fr-FR", cookie: "NEXT_LOCALE=en" }],
    ["/fr/help/faq", { cookie: "NEXT_LOCALE=en" }],
  ] as const) {
    const page = await send({ path: target, headers });
    expect(page.status, target).toBe(200);
    expect(page.headers["cache-control"], target).toMatch(/s-maxage=\d+/);
    expect(page.headers["set-cookie"], target).toBeUndefined();
    expect(
      Object.keys(page.headers).filter((name) => name.startsWith("x-middleware")),
      target,
    ).toEqual([]);
    expect(JSON.stringify(page.headers), target).not.toContain("/localhost/");
  }
});

test("a page URL with a trailing slash redirects once, to the page", async () => {
  for (const target of ["/help/faq/", "/search/", "/category/region-a/", "/my-list/", "/fr/help/faq/"]) {
    const first = await send({ path: target });
    expect(first.status, target).toBe(308);
    const location = new URL(first.headers.location!, `http://localhost:${server.port}`);
    expect(location.pathname, target).toBe(target.replace(/\/$/, ""));
    const second = await send({ path: location.pathname + location.search });
    expect(second.status, target).not.toBe(308);
  }
});

test("the forced-login site gives an anonymous visitor nothing of its catalogue", async () => {
  const studio = { host: `studio.localhost:${server.port}` };
  for (const target of [
    "/",
    "/medias",
    "/search?q=a",
    "/category/x",
    "/some-item",
    "/fr",
    "/embed/00000000-0000-4000-8000-000000000000/",
  ]) {
    const response = await send({ path: target, headers: studio });
    expect(response.status, target).toBe(307);
    expect(response.headers.location, target).toMatch(/\/auth\/login\?next=/);
  }
  const login = await send({ path: "/auth/login", headers: studio });
  expect(login.status).toBe(200);
  // The sign-in page carries none of the catalogue (the seed's studio categories).
  for (const name of ["Documentaries", "Feature documentaries", "Interviews", "Lectures"])
    expect(login.body.includes(name), name).toBe(false);
  for (const target of [`${API}/items/`, `${API}/categories/`, `${API}/pages/1/`]) {
    expect((await send({ path: target, headers: studio })).status, target).toBe(401);
  }
  expect((await send({ path: "/robots.txt", headers: studio })).body).toBe("User-agent: *\nDisallow: /\n");
  expect((await send({ path: "/sitemap.xml", headers: studio })).body).not.toContain("<loc>");
});
