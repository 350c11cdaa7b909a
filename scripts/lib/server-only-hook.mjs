// The production server is server code through and through. `server-only` throws wherever the
// `react-server` condition is not set (it guards client bundles); the framework's server bundles
// set it, Node does not. For this one package the server resolves as those bundles do, so the edge
// can use the same server modules (lib/server/api-reads.ts) without lifting their guard.
export async function resolve(specifier, context, nextResolve) {
  if (specifier !== "server-only") return nextResolve(specifier, context);
  return nextResolve(specifier, { ...context, conditions: [...context.conditions, "react-server"] });
}
