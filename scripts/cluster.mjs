#!/usr/bin/env node
// `npm run cluster`: the production shape on this machine, without containers — HAProxy on
// CLUSTER_PORT (3000) in front of two instances (CLUSTER_INSTANCES) on ports 3101, 3102…, on a
// database made for the run on the machine's PostgreSQL (127.0.0.1:5432, user postgres; seeded
// with CLUSTER_ITEMS, 8,000 items) and its Redis (127.0.0.1:6379, keys under the run's own prefix).
// Ctrl-C stops everything, drops the database and deletes the run's keys.
import path from "node:path";
import { withCluster } from "./lib/cluster.mjs";

const port = Number(process.env.CLUSTER_PORT ?? 3000);
const count = Number(process.env.CLUSTER_INSTANCES ?? 2);
const items = Number(process.env.CLUSTER_ITEMS ?? 8000);
const instancePorts = Array.from({ length: count }, (_, i) => 3101 + i);

await withCluster({ name: "cluster", port, instancePorts, items }, async ({ instances, workDir }) => {
  console.log(`
The cluster is up:
  http://localhost:${port}          the archive (HAProxy, round robin, probes /readyz)
  http://studio.localhost:${port}   the studio
${instances.map((i) => `  ${i.url.padEnd(30)}  ${i.name} (log: ${i.log})`).join("\n")}
  HAProxy's log: ${path.join(workDir, "haproxy.log")}
Ctrl-C stops everything and drops the database.`);
  await new Promise(() => {}); // until Ctrl-C
});
// Reached after an error only, once everything is down.
process.exit();
