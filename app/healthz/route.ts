// GET /healthz – the process lives (a load balancer's liveness probe): any host, never cached.
// HEAD is the framework's, from GET; any other method gets its 405.
export const dynamic = "force-dynamic";

export function GET(): Response {
  return Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
}

export { DELETE, OPTIONS, PATCH, POST, PUT } from "@/lib/server/probe-methods";
