// A request body read as a stream under a byte limit: a chunked upload has no Content-Length to
// check in advance, so we count as it arrives and stop reading the moment it goes over.

export type LimitedBody = { ok: true; body: Uint8Array<ArrayBuffer> | null } | { ok: false };

export async function readLimitedBody(request: Request, maxBytes: number): Promise<LimitedBody> {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    return { ok: false };
  }
  if (!request.body) return { ok: true, body: null };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { ok: false };
    }
    chunks.push(value);
  }
  if (total === 0) return { ok: true, body: null };
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, body };
}

/**
 * For an answer given without reading the request's body: the body is dropped unread, and when
 * there was one the answer says `connection: close`, so the client stops sending instead of
 * pushing the rest of it (the server would otherwise read it all to keep the connection).
 */
export async function refuseBody(request: Request): Promise<Record<string, string>> {
  if (!request.body) return {};
  await request.body.cancel().catch(() => undefined);
  return { connection: "close" };
}
