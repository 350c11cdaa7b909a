// Outgoing mail while the mail server is down: the message stays in the outbox and is tried again
// with growing delays, once per due time even with several instances, and given up only at the end.
import { eq } from "drizzle-orm";
import { outgoingMail } from "@/backend/db/schema";
import { createMailer, RETRY_DELAYS_MS } from "@/backend/services/mail";
import { createTestBackend, type TestBackend } from "./helpers/test-backend";

let backend: TestBackend;

beforeAll(async () => {
  backend = await createTestBackend({ items: 0 });
});
afterAll(() => backend?.close());

/** A mail server that refuses while `down`, and counts what it took. */
function fakeServer() {
  const server = {
    down: true,
    delivered: [] as string[],
    sendMail: jest.fn(async (options: { to: string; subject: string }) => {
      if (server.down) throw new Error("connect ECONNREFUSED 127.0.0.1:25");
      server.delivered.push(`${options.to}: ${options.subject}`);
    }),
  };
  return server;
}

const message = (subject: string) => ({ websiteId: null, to: "reader@example.org", subject, text: "Hello." });
const rowOf = async (id: number) => (await backend.db.select().from(outgoingMail).where(eq(outgoingMail.id, id)))[0];
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

it("keeps a refused message and sends it once the server is back, at its due time", async () => {
  const server = fakeServer();
  const mailer = createMailer({ transport: server, from: "archive@example.org" });
  const before = new Date();
  const id = await mailer.send(backend.db, message("Your request"));

  const failed = await rowOf(id);
  expect(failed).toMatchObject({ status: "retrying", attempts: 1, error: expect.stringContaining("ECONNREFUSED") });
  expect(failed?.nextAttemptAt?.getTime()).toBeGreaterThanOrEqual(before.getTime() + RETRY_DELAYS_MS[0]);

  server.down = false;
  // Not due yet: nothing is sent.
  expect(await mailer.retryDue(backend.db, later(before, RETRY_DELAYS_MS[0] / 2))).toBe(0);
  expect(server.delivered).toEqual([]);
  expect(await mailer.retryDue(backend.db, later(new Date(), RETRY_DELAYS_MS[0] + 1000))).toBe(1);
  expect(server.delivered).toEqual(["reader@example.org: Your request"]);
  expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 1, nextAttemptAt: null, error: null });
});

it("waits longer after each failure and gives up after the last delay", async () => {
  const server = fakeServer();
  const mailer = createMailer({ transport: server });
  const id = await mailer.send(backend.db, message("Reminder"));
  let now = new Date();
  for (let attempt = 1; attempt <= RETRY_DELAYS_MS.length; attempt += 1) {
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: "retrying", attempts: attempt });
    now = later(row?.nextAttemptAt ?? now, 1000);
    await mailer.retryDue(backend.db, now);
  }
  expect(await rowOf(id)).toMatchObject({ status: "failed", attempts: RETRY_DELAYS_MS.length + 1, nextAttemptAt: null });
  expect(server.sendMail).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length + 1);
  // Given up: no more tries.
  await mailer.retryDue(backend.db, later(now, 24 * 3_600_000));
  expect(server.sendMail).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length + 1);
});

it("sends a due message once when two instances retry at the same moment", async () => {
  const server = fakeServer();
  const first = createMailer({ transport: server });
  const second = createMailer({ transport: server });
  const id = await first.send(backend.db, message("Both instances"));
  server.down = false;
  const due = later(new Date(), RETRY_DELAYS_MS[0] + 1000);
  const sent = await Promise.all([first.retryDue(backend.db, due), second.retryDue(backend.db, due)]);
  expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
  expect(server.delivered.filter((line) => line.endsWith("Both instances"))).toHaveLength(1);
  expect(await rowOf(id)).toMatchObject({ status: "sent" });
});

it("without a mail server, keeps every message in the outbox and retries nothing", async () => {
  const mailer = createMailer();
  const id = await mailer.send(backend.db, message("Kept"));
  expect(await rowOf(id)).toMatchObject({ status: "outbox", attempts: 0, nextAttemptAt: null });
  expect(await mailer.retryDue(backend.db, later(new Date(), 24 * 3_600_000))).toBe(0);
});
