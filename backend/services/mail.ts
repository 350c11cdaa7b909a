// Outgoing mail: every message is a row; with SMTP_URL it is also sent through nodemailer.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { outgoingMail } from "../db/schema";
import { env } from "../../lib/env";

export type MailMessage = { websiteId: number | null; to: string; subject: string; text: string; replyTo?: string };

export type Mailer = {
  /** Writes the message to the outbox (and sends it when SMTP is configured); returns the row id. */
  send(db: Db, message: MailMessage): Promise<number>;
};

type Transport = { sendMail(options: { from: string; to: string; subject: string; text: string; replyTo?: string }): Promise<unknown> };

export function createMailer(options: { smtpUrl?: string; from?: string } = {}): Mailer {
  let transport: Promise<Transport> | undefined;
  const from = options.from ?? env.MAIL_FROM;
  const getTransport = () => {
    transport ??= import("nodemailer").then((m) => m.default.createTransport(options.smtpUrl) as Transport);
    return transport;
  };
  return {
    async send(db, message) {
      const [row] = await db
        .insert(outgoingMail)
        .values({
          websiteId: message.websiteId,
          toAddress: message.to,
          replyTo: message.replyTo,
          subject: message.subject,
          text: message.text,
        })
        .returning({ id: outgoingMail.id });
      const id = row!.id;
      if (!options.smtpUrl) return id;
      try {
        await (
          await getTransport()
        ).sendMail({ from, to: message.to, subject: message.subject, text: message.text, replyTo: message.replyTo });
        await db.update(outgoingMail).set({ status: "sent", sentAt: new Date() }).where(eq(outgoingMail.id, id));
      } catch (error) {
        // The message stays readable in the outbox; the failure is recorded, not thrown at the visitor.
        await db
          .update(outgoingMail)
          .set({ status: "failed", error: String(error) })
          .where(eq(outgoingMail.id, id));
      }
      return id;
    },
  };
}
