// The probes (app/healthz, app/readyz) take GET and HEAD only; the framework would answer OPTIONS
// itself (204), and any other method with a 405 that names no Allow.
const refuse = (): Response => new Response(null, { status: 405, headers: { allow: "GET, HEAD", "cache-control": "no-store" } });

export { refuse as DELETE, refuse as OPTIONS, refuse as PATCH, refuse as POST, refuse as PUT };
