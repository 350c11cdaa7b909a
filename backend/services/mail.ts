// Outgoing mail: every message is a row; with SMTP_URL it is also sent through nodemailer. A message
// the mail server refuses (or that cannot reach it) stays in the outbox and is tried again later,
// with growing delays, until it goes or the last delay has passed: nothing is lost while SMTP is down.
import { and, asc, eq, lte } from "drizzle-orm";
import type { Db } from "../db/client";
import { outgoingMail } from "../db/schema";
import { env } from "../../lib/env";

export type MailMessage = { websiteId: number | null; to: string; subject: string; text: string; replyTo?: string };

type Transport = { sendMail(options: { from: string; to: string; subject: string; text: string; replyTo?: string }): Promise<unknown> };

export type Mailer = {
  /** Writes the message to the outbox (and sends it when SMTP is configured); returns the row id. */
  send(db: Db, message: MailMessage): Promise<number>;
  /**
   * Writes the message to the outbox without sending it: for a caller inside a transaction, whose
   * commit may still fail. With SMTP it is due at once, and goes with the next retryDue (which the
   * caller may run after its commit).
   */
  queue(db: Db, message: MailMessage): Promise<number>;
  /** Sends the messages due for another try; returns how many went. Safe to run on several instances at once. */
  retryDue(db: Db, now?: Date): Promise<number>;
};

/** After the n-th failure, the next try waits RETRY_DELAYS_MS[n - 1]; after the last one, the message is given up. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000] as const;

/** How long an instance holds a message it is sending: another instance may take it over after that. */
const SENDING_LEASE_MS = 5 * 60_000;
/** Messages taken per round of retries. */
const RETRY_BATCH = 20;

type Row = typeof outgoingMail.$inferSelect;

export function createMailer(options: { smtpUrl?: string; from?: string; transport?: Transport } = {}): Mailer {
  let transport: Promise<Transport> | undefined = options.transport ? Promise.resolve(options.transport) : undefined;
  const from = options.from ?? env.MAIL_FROM;
  const sending = Boolean(options.smtpUrl || options.transport);
  const getTransport = () => {
    transport ??= import("nodemailer").then((m) => m.default.createTransport(options.smtpUrl) as Transport);
    return transport;
  };

  /** One try: sent, or set to be tried again (or given up after the last delay). */
  async function deliver(db: Db, row: Row, now: Date): Promise<boolean> {
    try {
      await (
        await getTransport()
      ).sendMail({ from, to: row.toAddress, subject: row.subject, text: row.text, replyTo: row.replyTo ?? undefined });
      await db
        .update(outgoingMail)
        .set({ status: "sent", sentAt: new Date(), nextAttemptAt: null, error: null })
        .where(eq(outgoingMail.id, row.id));
      return true;
    } catch (error) {
      // The message stays readable in the outbox; the failure is recorded, not thrown at the visitor.
      const attempts = row.attempts + 1;
      const delay = RETRY_DELAYS_MS[attempts - 1];
      await db
        .update(outgoingMail)
        .set({
          status: delay === undefined ? "failed" : "retrying",
          attempts,
          nextAttemptAt: delay === undefined ? null : new Date(now.getTime() + delay),
          error: String(error),
        })
        .where(eq(outgoingMail.id, row.id));
      return false;
    }
  }

  async function insert(db: Db, message: MailMessage, due?: Date): Promise<Row> {
    const [row] = await db
      .insert(outgoingMail)
      .values({
        websiteId: message.websiteId,
        toAddress: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        ...(due ? { status: "retrying", nextAttemptAt: due } : {}),
      })
      .returning();
    if (!row) throw new Error("The outbox did not take the message.");
    return row;
  }

  return {
    async send(db, message) {
      const row = await insert(db, message);
      if (sending) await deliver(db, row, new Date());
      return row.id;
    },

    async queue(db, message) {
      return (await insert(db, message, sending ? new Date() : undefined)).id;
    },

    async retryDue(db, now = new Date()) {
      if (!sending) return 0;
      const due = await db
        .select({ id: outgoingMail.id })
        .from(outgoingMail)
        .where(and(eq(outgoingMail.status, "retrying"), lte(outgoingMail.nextAttemptAt, now)))
        .orderBy(asc(outgoingMail.nextAttemptAt))
        .limit(RETRY_BATCH);
      let sent = 0;
      for (const { id } of due) {
        // The claim: one conditional UPDATE, so of two instances retrying at once only one sends.
        const [claimed] = await db
          .update(outgoingMail)
          .set({ nextAttemptAt: new Date(now.getTime() + SENDING_LEASE_MS) })
          .where(and(eq(outgoingMail.id, id), eq(outgoingMail.status, "retrying"), lte(outgoingMail.nextAttemptAt, now)))
          .returning();
        if (claimed && (await deliver(db, claimed, now))) sent += 1;
      }
      return sent;
    },
  };
}

/** Retries due mail every minute in this process until the returned function is called. */
export function scheduleMailRetries(db: Db, mailer: Mailer, everyMs = 60_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    mailer
      .retryDue(db)
      .catch((error: unknown) => console.error("[mail] retrying the outbox failed:", error))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  // A pending retry never keeps the process alive at shutdown.
  timer.unref();
  return () => clearInterval(timer);
}
