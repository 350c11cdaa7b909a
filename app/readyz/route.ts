import { processBackend } from "@/backend/instance-holder";
import { env } from "@/lib/env";
import { isStopping } from "@/lib/server/lifecycle";

// GET /readyz – the process takes requests: it is not stopping and its database answers a trivial
// query within 2 s (the built-in backend; an upstream API answers for itself). The query has a
// connection of its own (backend/db/client.ts): a pool busy with requests is no outage. Any host,
// never cached; a 503 tells the load balancer to send nothing here for now.
export const dynamic = "force-dynamic";

const READY_CHECK_MS = 2_000;

const answer = (status: number, body: Record<string, string>, extra: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "cache-control": "no-store", ...extra } });

async function databaseAnswers(): Promise<boolean> {
  if (env.API_UPSTREAM_URL) return true;
  // The backend instrumentation.ts opened at start, if it did; else opened now (a second try).
  return processBackend().then(
    ({ handle }) => handle.ping(READY_CHECK_MS),
    () => false,
  );
}

export async function GET(): Promise<Response> {
  if (isStopping()) return answer(503, { status: "stopping" }, { "retry-after": "10" });
  if (await databaseAnswers()) return answer(200, { status: "ok", database: "ok" });
  return answer(503, { status: "unavailable", database: "down" }, { "retry-after": "5" });
}

export { DELETE, OPTIONS, PATCH, POST, PUT } from "@/lib/server/probe-methods";
