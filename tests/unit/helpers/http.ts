// A request to a test's own HTTP server, its answer read whole and gunzipped when it came gzipped.
import { request, type Agent, type IncomingHttpHeaders } from "node:http";
import { gunzipSync } from "node:zlib";

export type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

export function ask(
  port: number,
  path: string,
  { method = "GET", headers = {}, agent }: { method?: string; headers?: Record<string, string>; agent?: Agent } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const body = res.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString("utf8") });
      });
    });
    req.on("error", reject);
    req.end();
  });
}
