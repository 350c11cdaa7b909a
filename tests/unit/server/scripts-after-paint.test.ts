/** @jest-environment node */
// The edge's rewrite that fetches a page's scripts after its first paint (lib/http/scripts-after-paint.ts):
// the page as the framework writes it, whole and streamed in every split, and what it leaves alone.
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { compressAnswer, compressedAnswers } from "@/lib/http/compress-answers";
import { contentTags, tagAnswer } from "@/lib/http/content-etag";
import { rewritePage, scriptsAfterPaint, StreamRewriter } from "@/lib/http/scripts-after-paint";
import { scriptsNamedBy } from "@/scripts/lib/page-scripts.mjs";
import { ask } from "../helpers/http";

const BOOT = "/_next/static/chunks/boot.js";
const HEAD =
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  `<link rel="preload" as="script" fetchPriority="low" href="${BOOT}"/>` +
  '<script src="/_next/static/chunks/one.js" async=""></script>' +
  '<script src="/_next/static/chunks/two.js" async=""></script>' +
  "<title>Témoignages</title>" +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>';
const BODY =
  `<body><main><h1>Témoignages</h1>${"<p>Un témoignage de l’archive.</p>".repeat(100)}</main>` +
  `<script src="${BOOT}" async=""></script><script>self.__next_f.push([1,"x"])</script></body></html>`;
const PAGE = HEAD + BODY;

/** The scripts the loader of `html` adds, in order. */
function loaderList(html: string): string[] {
  const list = /\}\)\(document,window,(\[[^\]]*\])\)<\/script>/.exec(html);
  if (!list?.[1]) throw new Error("no loader");
  return JSON.parse(list[1]) as string[];
}

describe("rewritePage", () => {
  const page = rewritePage(PAGE);

  it("takes the framework's scripts and the bootstrap's preload out of the HTML", () => {
    expect(page).not.toMatch(/<script src="[^"]+" async="">/);
    expect(page).not.toContain('rel="preload" as="script"');
  });

  it("has the loader add the same scripts, the bootstrap last", () => {
    expect(loaderList(page)).toEqual(["/_next/static/chunks/one.js", "/_next/static/chunks/two.js", BOOT]);
  });

  it("names to the measuring scripts the same first-load scripts as the page did", () => {
    expect([...scriptsNamedBy(page)]).toEqual([...scriptsNamedBy(PAGE)].sort((a, b) => Number(a === BOOT) - Number(b === BOOT)));
  });

  it("marks where the shell ends, where the bootstrap script stood", () => {
    const marker = page.indexOf("__scriptsAfterPaint()");
    expect(marker).toBeGreaterThan(page.indexOf("</main>"));
    expect(marker).toBeLessThan(page.indexOf("self.__next_f.push"));
  });

  it("keeps the rest: style sheet, nomodule polyfills, text", () => {
    expect(page).toContain('href="/_next/static/chunks/a.css"');
    expect(page).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    const shellEnd = "<script>self.__scriptsAfterPaint&&__scriptsAfterPaint()</script>";
    expect(page.slice(page.indexOf("</head>"))).toBe(`</head>${BODY.replace(`<script src="${BOOT}" async=""></script>`, shellEnd)}`);
  });

  it.each([
    ["no head", "<p>plain</p>"],
    ["no bootstrap preload", HEAD.replace(/<link rel="preload"[^>]+>/, "") + BODY],
    ["a head past 64 KB", HEAD.replace("<title>", `<title>${"x".repeat(70_000)}`) + BODY],
  ])("leaves a page as it is with %s", (_, html) => {
    expect(rewritePage(html)).toBe(html);
  });
});

describe("StreamRewriter", () => {
  it("gives the same page as rewritePage, whatever the split of the bytes into two or three chunks", () => {
    const bytes = Buffer.from(PAGE);
    const expected = rewritePage(PAGE);
    const run = (cuts: number[]) => {
      const rewriter = new StreamRewriter();
      const out: Buffer[] = [];
      let from = 0;
      for (const cut of [...cuts, bytes.length]) {
        out.push(rewriter.push(bytes.subarray(from, cut)));
        from = cut;
      }
      out.push(rewriter.flush());
      return Buffer.concat(out).toString("utf8");
    };
    const tag = PAGE.indexOf(`<script src="${BOOT}"`);
    for (let cut = 1; cut < bytes.length; cut += 7) expect(run([cut])).toBe(expected);
    for (let cut = tag - 3; cut < tag + 50; cut += 1) expect(run([200, Buffer.byteLength(PAGE.slice(0, cut))])).toBe(expected);
  });

  it("sends the body as it comes once the head is whole, holding back only a possible start of the tag", () => {
    const rewriter = new StreamRewriter();
    expect(rewriter.push(Buffer.from(HEAD.slice(0, 100))).length).toBe(0);
    expect(rewriter.push(Buffer.from(HEAD.slice(100) + "<body><p>a</p><scr")).toString()).toMatch(/<body><p>a<\/p>$/);
    expect(rewriter.push(Buffer.from("ipt>x</script>")).toString()).toBe("<script>x</script>");
  });
});

describe("scriptsAfterPaint at the edge", () => {
  type Handler = (res: ServerResponse) => void;
  let server: Server;
  let port = 0;
  let handler: Handler;
  const compressed = compressedAnswers();
  const tags = contentTags();

  beforeAll(async () => {
    server = createServer((req, res) => {
      compressAnswer(req, res, compressed);
      scriptsAfterPaint(res);
      tagAnswer(req, res, tags);
      handler(res);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (headers: Record<string, string> = {}, method = "GET") => ask(port, "/", { method, headers });

  const whole: Handler = (res) => {
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.setHeader("content-length", String(Buffer.byteLength(PAGE)));
    res.end(PAGE);
  };
  const streamed: Handler = (res) => {
    res.setHeader("content-type", "text/html; charset=utf-8");
    const bytes = Buffer.from(PAGE);
    res.write(bytes.subarray(0, 50));
    res.write(bytes.subarray(50, 3000));
    res.end(bytes.subarray(3000));
  };

  it.each([
    ["given whole", whole, {}],
    ["given whole, gzipped", whole, { "accept-encoding": "gzip" }],
    ["streamed", streamed, {}],
    ["streamed, gzipped", streamed, { "accept-encoding": "gzip" }],
  ])("rewrites a page %s, with a length that is the new page's", async (_, page, headers) => {
    handler = page;
    const answer = await get(headers);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(rewritePage(PAGE));
    if (answer.headers["content-length"] && !answer.headers["content-encoding"])
      expect(Number(answer.headers["content-length"])).toBe(Buffer.byteLength(answer.body));
  });

  it("names the page by its ETag as the framework gave it, and answers 304 to it", async () => {
    handler = whole;
    const first = await get();
    expect(first.headers.etag).toBeDefined();
    const again = await get({ "if-none-match": String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
  });

  it.each([
    ["JSON", "application/json", ""],
    ["a page whose policy has a nonce (the loader is inline)", "text/html", "script-src 'nonce-abc' 'strict-dynamic'"],
  ])("leaves %s as it is", async (_, type, policy) => {
    handler = (res) => {
      res.setHeader("content-type", type);
      if (policy) res.setHeader("content-security-policy", policy);
      res.end(PAGE);
    };
    expect((await get()).body).toBe(PAGE);
  });

  it("sends a HEAD's head with the rewritten page's length", async () => {
    handler = whole;
    const head = await get({}, "HEAD");
    expect(Number(head.headers["content-length"])).toBe(Buffer.byteLength(rewritePage(PAGE)));
  });
});
