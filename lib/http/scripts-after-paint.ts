// A page's scripts are fetched once its first view is painted, not while it is (docs/performance.md,
// "The scripts come after the first paint"). The framework puts them in the head, as `async`
// scripts and a preload: the browser fetches them at once, beside the style sheet, the font and the
// main picture, and on a slow phone they share its bandwidth. Here the edge (scripts/server.ts)
// takes them out of the HTML and puts in their place a small inline loader that adds the same
// scripts, in the same order, as soon as:
//
// - the page's shell is parsed (where the framework's bootstrap script stood, or the whole page), and
// - its first view is painted: a paint has been reported, and each picture the page does not leave
//   for later (not `loading="lazy"`: the logo, the first slide, the first cards) is decoded (or
//   failed) and a frame has been drawn since;
//
// or at once when the visitor presses a key, taps or clicks (once the shell is parsed: the bootstrap
// script must find the whole shell), and 3 s after the shell whatever happens. The
// page reads and works the same; only its scripts start later. An answer the loader would not fit
// (no such scripts, a policy with a nonce, a head it cannot find) goes out as it came.
import type { ServerResponse } from "node:http";
import { LRUCache } from "lru-cache";
import { methodsUnderneath, toBuffer, type Callback, type Chunk } from "./response-methods";

/** The framework's scripts, as it writes them (React's own markup: `async=""`, a `</script>`). */
const SCRIPT_TAG = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;
/** The bootstrap script's preload: the one script the shell's end loads. */
const BOOTSTRAP_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"<>]+\.js)"\/>/;
const HEAD_END = "</head>";
/** A head larger than this is not a page's head as the framework writes it. */
const MAX_HEAD_BYTES = 64 * 1024;
/** The loader's longest wait, from the shell, before it adds the scripts anyway. */
export const LONGEST_WAIT_MS = 3000;
/** What stands for the bootstrap script: the shell is parsed. */
const SHELL_PARSED = "<script>self.__scriptsAfterPaint&&__scriptsAfterPaint()</script>";

/**
 * The loader, run in the head. `S` is the scripts to add. `shell()` is called where the bootstrap
 * script stood; DOMContentLoaded is the same signal for a page without one.
 */
export function loaderSource(scripts: readonly string[]): string {
  return `(function(d,w,S){var shell=0,painted=0,done=0,lcp=0,pending=0;
function go(){if(done)return;done=1;for(var i=0;i<S.length;i++){var s=d.createElement("script");s.src=S[i];s.async=true;d.head.appendChild(s)}}
function check(){if(shell&&painted)go()}
function settle(){if(!painted&&lcp&&!pending){painted=1;check()}}
var P=w.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("largest-contentful-paint")>=0)new P(function(){lcp=1;settle()}).observe({type:"largest-contentful-paint",buffered:true});else lcp=1;
var raf=w.requestAnimationFrame||function(f){setTimeout(f,16)};
function start(){if(shell)return;shell=1;var m=d.querySelectorAll('img:not([loading="lazy"])');
for(var i=0;i<m.length;i++)(function(img){var once=0;pending++;function drawn(){if(once)return;once=1;raf(function(){setTimeout(function(){pending--;settle()},0)})}
if(img.decode)img.decode().then(drawn,drawn);else if(img.complete)drawn();else{img.addEventListener("load",drawn);img.addEventListener("error",drawn)}})(m[i]);
setTimeout(go,${LONGEST_WAIT_MS});settle();check()}
w.__scriptsAfterPaint=start;d.addEventListener("DOMContentLoaded",start);
function now(){painted=1;check()}
["keydown","pointerdown","touchstart"].forEach(function(t){w.addEventListener(t,now,{capture:true,once:true,passive:true})})
})(document,window,${JSON.stringify(scripts)})`;
}

/** What a head becomes: its scripts and the bootstrap's preload out, the loader in. */
type Rewrite = { head: string; bootstrapTag: string };

/**
 * The head (everything before `</head>`) rewritten, or null where it is not the framework's usual
 * head: no bootstrap preload.
 */
export function rewriteHead(head: string): Rewrite | null {
  const bootstrapSrc = BOOTSTRAP_PRELOAD.exec(head)?.[1];
  if (bootstrapSrc === undefined) return null;
  const scripts: string[] = [];
  let rewritten = head.replace(BOOTSTRAP_PRELOAD, "").replace(SCRIPT_TAG, (_, src: string) => {
    scripts.push(src);
    return "";
  });
  if (!scripts.includes(bootstrapSrc)) scripts.push(bootstrapSrc);
  // A `<` in the loader's data could close the script: the sources match [^"<>], so there is none.
  rewritten += `<script>${loaderSource(scripts)}</script>`;
  return { head: rewritten, bootstrapTag: `<script src="${bootstrapSrc}" async=""></script>` };
}

/** A whole page rewritten, or the same string where it does not fit. */
export function rewritePage(html: string): string {
  const end = html.indexOf(HEAD_END);
  if (end < 0 || end > MAX_HEAD_BYTES) return html;
  const rewrite = rewriteHead(html.slice(0, end));
  if (!rewrite) return html;
  const rest = html.slice(end);
  const at = rest.indexOf(rewrite.bootstrapTag);
  const body = at < 0 ? rest : rest.slice(0, at) + SHELL_PARSED + rest.slice(at + rewrite.bootstrapTag.length);
  return rewrite.head + body;
}

/** Pages given whole are the page cache's strings: each is rewritten once (bounded by characters). */
const rewritten = new LRUCache<string, string>({ maxSize: 16 * 1024 * 1024, sizeCalculation: (_, page) => Math.max(1, page.length) });

function rewriteOnce(html: string): string {
  let page = rewritten.get(html);
  if (page === undefined) {
    page = rewritePage(html);
    rewritten.set(html, page);
  }
  return page;
}

/**
 * A streamed page rewritten as it goes: the head held until it is whole (64 KB at most), then the
 * bootstrap script replaced where it comes, a possible start of it held back at a chunk's end.
 */
export class StreamRewriter {
  private held: Buffer = Buffer.alloc(0);
  private state: "head" | "body" | "pass" = "head";
  private bootstrapTag: Buffer | null = null;

  /** The bytes to send now for `chunk`. */
  push(chunk: Buffer): Buffer {
    this.held = this.held.length ? Buffer.concat([this.held, chunk]) : chunk;
    if (this.state === "head") {
      const end = this.held.indexOf(HEAD_END);
      if (end < 0) {
        if (this.held.length <= MAX_HEAD_BYTES) return Buffer.alloc(0);
        this.state = "pass";
      } else {
        const rewrite = rewriteHead(this.held.subarray(0, end).toString("utf8"));
        if (!rewrite) this.state = "pass";
        else {
          this.state = "body";
          this.bootstrapTag = Buffer.from(rewrite.bootstrapTag);
          const rest = this.held.subarray(end);
          this.held = Buffer.alloc(0);
          return Buffer.concat([Buffer.from(rewrite.head), this.body(rest)]);
        }
      }
    }
    if (this.state === "pass") return this.flush();
    const rest = this.held;
    this.held = Buffer.alloc(0);
    return this.body(rest);
  }

  /** Whatever is held, at the end of the answer. */
  flush(): Buffer {
    const held = this.held;
    this.held = Buffer.alloc(0);
    return held;
  }

  private body(bytes: Buffer): Buffer {
    const tag = this.bootstrapTag;
    if (!tag) {
      this.state = "pass";
      return bytes;
    }
    const at = bytes.indexOf(tag);
    if (at >= 0) {
      this.state = "pass";
      return Buffer.concat([bytes.subarray(0, at), Buffer.from(SHELL_PARSED), bytes.subarray(at + tag.length)]);
    }
    // Hold back the longest end of `bytes` that could begin the tag.
    for (let keep = Math.min(tag.length - 1, bytes.length); keep > 0; keep--) {
      if (bytes.subarray(bytes.length - keep).equals(tag.subarray(0, keep))) {
        this.held = Buffer.from(bytes.subarray(bytes.length - keep));
        return bytes.subarray(0, bytes.length - keep);
      }
    }
    return bytes;
  }
}

/** Whether `res` is a page the loader fits: HTML, and a policy without a nonce (the loader is inline). */
function isPage(res: ServerResponse): boolean {
  const type = String(res.getHeader("content-type") ?? "");
  const policy = String(res.getHeader("content-security-policy") ?? "");
  return /^\s*text\/html\b/i.test(type) && !policy.includes("'nonce-");
}

/**
 * Rewrites the pages `res` sends. Call it between compressAnswer and tagAnswer: the ETag names the
 * page as the framework gave it (the rewrite is the same for the same page), and the gzip is of the
 * rewritten page.
 */
export function scriptsAfterPaint(res: ServerResponse): void {
  const { write, end } = methodsUnderneath(res);
  /** Whether the answer is a page to rewrite: undecided until its first write or end. */
  let rewriting: boolean | undefined;
  let stream: StreamRewriter | null = null;
  const decide = (): boolean => {
    if (rewriting === undefined) {
      // The length changes with the page: one already sent with its length goes as it is.
      const lengthSent = res.headersSent && res.getHeader("content-length") !== undefined;
      rewriting = res.statusCode !== 304 && !lengthSent && isPage(res);
      if (rewriting && !res.headersSent) res.removeHeader("content-length");
    }
    return rewriting;
  };
  /** The rewriter of a page that comes in parts, null for another answer. */
  const streamed = (): StreamRewriter | null => (decide() ? (stream ??= new StreamRewriter()) : null);

  res.write = function (this: ServerResponse, chunk: Chunk, encoding?: BufferEncoding | Callback, callback?: Callback) {
    const done = typeof encoding === "function" ? encoding : callback;
    const charset = typeof encoding === "string" ? encoding : undefined;
    const rewriter = streamed();
    if (!rewriter) return write(chunk, ...(charset ? [charset] : []), ...(done ? [done] : []));
    const out = rewriter.push(toBuffer(chunk, charset));
    if (out.length === 0) {
      // Held (a head not yet whole): nothing goes out, the write is still done.
      if (done) process.nextTick(done);
      return true;
    }
    return write(out, ...(done ? [done] : []));
  } as ServerResponse["write"];

  res.end = function (this: ServerResponse, chunk?: Chunk | Callback, encoding?: BufferEncoding | Callback, callback?: Callback) {
    const done = [chunk, encoding, callback].find((arg): arg is Callback => typeof arg === "function");
    const body = typeof chunk === "function" || chunk === null ? undefined : chunk;
    const charset = typeof encoding === "string" ? encoding : undefined;
    // A page given whole, before anything was written: rewritten whole (and once).
    if (rewriting === undefined && typeof body === "string" && !this.headersSent) {
      const page = decide() ? rewriteOnce(body) : body;
      return end(page, ...(charset ? [charset] : []), ...(done ? [done] : []));
    }
    const rewriter = streamed();
    if (!rewriter) return end(...(body === undefined ? [] : [body]), ...(charset ? [charset] : []), ...(done ? [done] : []));
    const last = Buffer.concat([rewriter.push(body === undefined ? Buffer.alloc(0) : toBuffer(body, charset)), rewriter.flush()]);
    return end(...(last.length ? [last] : []), ...(done ? [done] : []));
  } as ServerResponse["end"];
}
