/** @jest-environment node */
// The edge's not-found page (lib/http/not-found-page.ts), over a real HTTP server with the edge's
// gzip and ETags in front as in scripts/server.ts. A stand-in for the framework answers the way it
// does: a page's 404 as an empty document, streamed; the not-found page (asked for by the header)
// streamed, with a 200.
import { Agent, createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { compressAnswer, compressedAnswers } from "@/lib/http/compress-answers";
import { contentTags, tagAnswer } from "@/lib/http/content-etag";
import { addressReader, NOT_FOUND_PAGE_HEADER, notFoundKindOf, routeTest } from "@/lib/http/not-found-kinds";
import { handleWithNotFoundPage, isPageAddress } from "@/lib/http/not-found-page";
import { config as proxyConfig } from "@/proxy";
import { ask as askPort } from "../helpers/http";

const EMPTY_404 = `<!DOCTYPE html><html id="__next_error__"><head></head><body><div hidden=""></div></body></html>`;
const notFoundPage = (kind: string) =>
  `<!DOCTYPE html><html lang="en"><body><header>Site</header><h1>Not found (${kind})</h1>${"<p>The way home.</p>".repeat(100)}</body></html>`;
const NO_STORE = "private, no-cache, no-store, max-age=0, must-revalidate";

type Framework = (req: IncomingMessage, res: ServerResponse) => Promise<void>;
let server: Server;
let port = 0;
let framework: Framework;
/** Which addresses the edge takes for unknown to every page (none, unless a test says). */
let isUnknown: (pathname: string, req: IncomingMessage) => boolean | Promise<boolean>;
/** The requests the stand-in saw: their URL and the not-found header. */
let seen: Array<{ url: string | undefined; kind: string | undefined }>;

/** The framework's page answers: known pages, its empty 404, the not-found page, the API's JSON 404. */
const standIn =
  ({ notFoundPageStatus = 200 } = {}): Framework =>
  async (req, res) => {
    const kind = req.headers[NOT_FOUND_PAGE_HEADER] as string | undefined;
    seen.push({ url: req.url, kind });
    await new Promise((resolve) => setImmediate(resolve));
    if (kind) {
      res.statusCode = notFoundPageStatus;
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("cache-control", "s-maxage=31536000");
      if (notFoundPageStatus !== 200) {
        res.end("<html><body>Internal error</body></html>");
        return;
      }
      // Rendered for the request: streamed, in parts.
      if (req.method !== "HEAD") {
        const page = notFoundPage(kind);
        res.write(page.slice(0, 100));
        res.write(page.slice(100));
      }
      res.end();
      return;
    }
    if (req.url?.startsWith("/api/")) {
      res.statusCode = 404;
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ type: "not_found" }));
      return;
    }
    if (req.url === "/" || req.url === "/fr") {
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.end("<html><body>Home</body></html>");
      return;
    }
    // A page's notFound(): the head, with the document's length, then the document in parts.
    res.statusCode = 404;
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.setHeader("cache-control", NO_STORE);
    res.setHeader("content-length", String(Buffer.byteLength(EMPTY_404)));
    res.flushHeaders();
    if (req.method !== "HEAD") {
      res.write(EMPTY_404.slice(0, 40));
      res.write(Buffer.from(EMPTY_404.slice(40)));
    }
    res.end();
  };

beforeAll(async () => {
  server = createServer((req, res) => {
    compressAnswer(req, res, compressedAnswers());
    tagAnswer(req, res, contentTags());
    void handleWithNotFoundPage(req, res, framework, isUnknown);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  isUnknown = () => false;
  framework = standIn();
  seen = [];
});

/** A request to the edge under test. */
const ask = (path: string, init?: Parameters<typeof askPort>[2]) => askPort(port, path, init);

describe("notFoundKindOf", () => {
  it.each([
    ["/category/nope", "category"],
    ["/fr/category/nope", "category"],
    ["/en/category/nope", "category"],
    ["/category/a/b", "page"],
    ["/category", "page"],
    ["/nope", "page"],
    ["/fr/nope/deeper", "page"],
    ["/embed/0e6b2f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b/", "embed"],
    ["/embed/media/nope", "embed"],
    ["/embed", "page"],
  ])("%s → %s", (path, kind) => {
    expect(notFoundKindOf(path)).toBe(kind);
  });
});

describe("addressReader", () => {
  // The routes of the build's manifest that decide these addresses, in the framework's order.
  const manifest = {
    staticRoutes: [{ page: "/_not-found", regex: "^/_not\\-found(?:/)?$" }],
    dynamicRoutes: [
      { page: "/[site]/embed-not-found", regex: "^/([^/]+?)/embed\\-not\\-found(?:/)?$" },
      { page: "/[site]/embed/[uid]", regex: "^/([^/]+?)/embed/([^/]+?)(?:/)?$" },
      { page: "/[site]/embed/media/[id]", regex: "^/([^/]+?)/embed/media/([^/]+?)(?:/)?$" },
      { page: "/[site]/not-found-page/[locale]/[kind]", regex: "^/([^/]+?)/not\\-found\\-page/([^/]+?)/([^/]+?)(?:/)?$" },
      { page: "/[site]/[locale]", regex: "^/([^/]+?)/([^/]+?)(?:/)?$" },
      { page: "/[site]/[locale]/category/[categorySlug]", regex: "^/([^/]+?)/([^/]+?)/category/([^/]+?)(?:/)?$" },
      { page: "/[site]/[locale]/help/faq", regex: "^/([^/]+?)/([^/]+?)/help/faq(?:/)?$" },
      { page: "/[site]/[locale]/search", regex: "^/([^/]+?)/([^/]+?)/search(?:/)?$" },
      { page: "/[site]/[locale]/search/[state]", regex: "^/([^/]+?)/([^/]+?)/search/([^/]+?)(?:/)?$" },
      { page: "/[site]/[locale]/[itemSlug]", regex: "^/([^/]+?)/([^/]+?)/([^/]+?)(?:/)?$" },
      { page: "/[site]/[locale]/[...rest]", regex: "^/([^/]+?)/([^/]+?)/(.+?)(?:/)?$" },
    ],
  };
  const unknown = (path: string) => addressReader(manifest)(path).onlyCatchAll;

  it.each([
    "/",
    "/fr",
    "/en",
    "/some-testimony",
    "/fr/some-testimony",
    "/category/a",
    "/fr/category/a",
    "/help/faq",
    "/fr/help/faq",
    "/search",
    "/fr/search",
    // Embeds are rendered without a language (proxy.ts): their own routes take them.
    "/embed/0e6b2f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b/",
    "/embed/media/0e6b2f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b/",
    "/embed/0E6B2F3A-1C2D-4E5F-8A9B-0C1D2E3F4A5B",
  ])("%s may be a page", (path) => expect(unknown(path)).toBe(false));
  it.each([
    "/wp-admin/setup.php",
    "/fr/a/b",
    "/category/a/b",
    "/help/faq/more",
    "/help/nope",
    "/not-found-page/en/page",
    "/a/b/",
    "/embed/a/b/c",
    // Embed pages refuse any id but a UUID without asking for it.
    "/embed/not-a-uuid/",
    "/embed/media/",
    "/embed/media/42/",
    "/embed/0e6b2f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b/more",
    // proxy.ts renders these one segment deeper than a search's state, where no page is.
    "/search/anything",
    "/fr/search/a/b",
  ])("%s is no page's", (path) => expect(unknown(path)).toBe(true));
  it("names the route of an address, the item or category it names, and nothing for the others", () => {
    const routeOf = routeTest(manifest);
    const named = (path: string) => addressReader(manifest)(path).named;
    expect(routeOf("/fr/help/faq")).toBe("/[site]/[locale]/help/faq");
    expect(named("/some-testimony")).toEqual({ kind: "items", slug: "some-testimony", locale: "en" });
    expect(named("/fr/some-testimony")).toEqual({ kind: "items", slug: "some-testimony", locale: "fr" });
    expect(named("/t%C3%A9moin")).toEqual({ kind: "items", slug: "témoin", locale: "en" });
    expect(named("/category/a%20b")).toEqual({ kind: "categories", slug: "a b", locale: "en" });
    expect(named("/fr/category/villages")).toEqual({ kind: "categories", slug: "villages", locale: "fr" });
    for (const path of ["/", "/fr", "/help/faq", "/a/b", "/category/a/b", "/embed/0e6b2f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b/"])
      expect(named(path)).toBeNull();
    // Broken percent-encoding: the framework answers it itself.
    expect(named("/t%E0%A4%A")).toBeNull();
  });
  it("takes nothing for unknown without the catch-all route", () => {
    expect(addressReader({ dynamicRoutes: manifest.dynamicRoutes.slice(0, -1) })("/a/b").onlyCatchAll).toBe(false);
  });
});

describe("isPageAddress", () => {
  // proxy.ts's matcher is a path pattern that reads as a regular expression too.
  const proxied = new RegExp(`^${proxyConfig.matcher[0]}$`);
  it.each([
    "/",
    "/fr",
    "/some-testimony",
    "/api",
    "/apiary",
    "/images",
    "/robots.txt.bak",
    "/sitemap.xml2",
    "/fr/robots.txt",
    "/help/faq",
    "/help/videos",
    "/_next",
    "/robots.txt",
    "/sitemap.xml",
    "/sitemaps/items-1.xml",
    "/favicon.ico",
    "/api/public/websites/v1/items/",
    "/_next/static/chunks/a.js",
    "/images/w:640/media:uid:x/thumbnail.jpg",
    "/demo/archive-logo.svg",
    "/help/videos/search.mp4",
  ])("%s is a page's exactly when proxy.ts takes it", (path) => {
    expect(isPageAddress(path)).toBe(proxied.test(path));
  });
});

describe("handleWithNotFoundPage", () => {
  it("sends the site's not-found page with the 404's status and caching, in place of the empty document", async () => {
    const answer = await ask("/no-such-page?x=1");
    expect(answer.status).toBe(404);
    expect(answer.body).toBe(notFoundPage("page"));
    expect(answer.headers["cache-control"]).toBe(NO_STORE);
    expect(answer.headers.etag).toBeUndefined();
    // The same address twice: once as it came, once asking for the not-found page.
    expect(seen).toEqual([
      { url: "/no-such-page?x=1", kind: undefined },
      { url: "/no-such-page?x=1", kind: "page" },
    ]);
  });

  it("sends the player's not-found page for an embed that names nothing", async () => {
    const answer = await ask("/embed/0e6b2f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b/?autoplay=1");
    expect(answer.status).toBe(404);
    expect(answer.body).toBe(notFoundPage("embed"));
    expect(seen.map((pass) => pass.kind)).toEqual([undefined, "embed"]);
  });

  it("gives the framework's listeners of the second pass room, without a warning of a leak", async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on("warning", onWarning);
    const plain = standIn();
    // The framework listens for the answer's close several times a pass.
    framework = async (req, res) => {
      for (let i = 0; i < 6; i++) res.once("close", () => undefined);
      return plain(req, res);
    };
    try {
      expect((await ask("/no-such-page")).status).toBe(404);
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off("warning", onWarning);
    }
    expect(warnings).not.toContain("MaxListenersExceededWarning");
  });

  it("keeps the connection's framing: two 404s in a row on one connection", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (const path of ["/no-such-page", "/another-page", "/fr/category/nope"]) {
        const answer = await ask(path, { agent });
        expect(answer.status).toBe(404);
        expect(answer.body).toBe(notFoundPage(path.includes("category") ? "category" : "page"));
        // Framed by a length or by chunks, so that the connection stays open for the next one.
        expect(answer.headers["content-length"] ?? answer.headers["transfer-encoding"]).toBeDefined();
        expect(answer.headers.connection).not.toBe("close");
      }
    } finally {
      agent.destroy();
    }
  });

  it("asks for a category's not-found page for an unknown category, and keeps the edge's gzip", async () => {
    const answer = await ask("/fr/category/nope", { headers: { "accept-encoding": "gzip" } });
    expect(answer.status).toBe(404);
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.body).toBe(notFoundPage("category"));
  });

  it("answers a HEAD with the 404 and no body", async () => {
    const answer = await ask("/no-such-page", { method: "HEAD" });
    expect(answer.status).toBe(404);
    expect(answer.body).toBe("");
    expect(seen.map((s) => s.kind)).toEqual([undefined, "page"]);
  });

  it("never answers 304 for a 404, whatever If-None-Match names", async () => {
    const answer = await ask("/no-such-page", { headers: { "if-none-match": "*" } });
    expect(answer.status).toBe(404);
    expect(answer.body).toBe(notFoundPage("page"));
  });

  it("sends the framework's own 404 when the not-found page cannot be drawn", async () => {
    framework = standIn({ notFoundPageStatus: 500 });
    const answer = await ask("/no-such-page");
    expect(answer.status).toBe(404);
    expect(answer.body).toBe(EMPTY_404);
    expect(answer.headers["cache-control"]).toBe(NO_STORE);
  });

  it("asks only for the not-found page where no page can answer, and sends its other answers as they come", async () => {
    isUnknown = (path) => path.startsWith("/made-up/");
    const answer = await ask("/made-up/address", { method: "GET" });
    expect(answer.status).toBe(404);
    expect(answer.body).toBe(notFoundPage("page"));
    expect(answer.headers["cache-control"]).toBe(NO_STORE);
    expect(seen).toEqual([{ url: "/made-up/address", kind: "page" }]);

    // What the framework says instead (a redirect, say) goes out as it is.
    framework = async (req, res) => {
      seen.push({ url: req.url, kind: req.headers[NOT_FOUND_PAGE_HEADER] as string | undefined });
      res.writeHead(307, { location: "/auth/login" });
      res.end();
    };
    seen = [];
    const redirected = await ask("/made-up/address");
    expect(redirected.status).toBe(307);
    expect(redirected.headers.location).toBe("/auth/login");
    expect(seen).toHaveLength(1);
  });

  it("waits for an answer that takes time (the content API asked whether an item exists)", async () => {
    const asked: Array<[string, string | undefined]> = [];
    isUnknown = async (path, req) => {
      asked.push([path, req.headers.host]);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return path === "/gone-item";
    };
    const gone = await ask("/gone-item?x=1");
    expect(gone.status).toBe(404);
    expect(gone.body).toBe(notFoundPage("page"));
    // One pass: the not-found page only.
    expect(seen).toEqual([{ url: "/gone-item?x=1", kind: "page" }]);
    expect(asked).toEqual([["/gone-item", `127.0.0.1:${port}`]]);

    seen = [];
    expect(await ask("/fr")).toMatchObject({ status: 200, body: "<html><body>Home</body></html>" });
    expect(seen).toEqual([{ url: "/fr", kind: undefined }]);
  });

  it("leaves everything else as the framework answered it", async () => {
    expect(await ask("/")).toMatchObject({ status: 200, body: "<html><body>Home</body></html>" });
    expect(await ask("/api/nope")).toMatchObject({ status: 404, body: JSON.stringify({ type: "not_found" }) });
    // Files, a navigation's data, other methods: one pass, as it came.
    for (const [path, options] of [
      ["/_next/static/nope.js", {}],
      ["/images/nope", {}],
      ["/no-such-page", { headers: { rsc: "1" } }],
      ["/no-such-page", { method: "POST" }],
    ] as const) {
      seen = [];
      const answer = await ask(path, options);
      expect(answer.status).toBe(404);
      expect(seen).toHaveLength(1);
    }
  });
});
