// An SMTP server in the test's own process that keeps what it is sent, for a server of our own
// started with SMTP_URL=smtp://127.0.0.1:<port>: the outbox a member reads redacts the links' secrets,
// the mail as sent does not. It offers no extension (no STARTTLS, no AUTH), so nodemailer sends in
// the clear, and reads one command per line, so it also follows a client that pipelines.
import { createServer, type Socket } from "node:net";

export type ReceivedMail = { to: string[]; subject: string; text: string };

export type SmtpSink = { port: number; messages: ReceivedMail[]; close(): Promise<void> };

/** Quoted-printable (soft line breaks, =XX bytes) to UTF-8. */
const fromQuotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

/** A header's encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) to text; the space between two of them is not text. */
const decodeHeader = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : fromQuotedPrintable(data.replace(/_/g, " ")),
    );

/** One message as DATA carried it (dots unstuffed): its recipients, decoded subject and text (lines end in \n). */
function parse(to: string[], data: string): ReceivedMail {
  const split = data.indexOf("\r\n\r\n");
  const head = data.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = data.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head)?.[1]?.trim() ?? "";
  const encoding = header("Content-Transfer-Encoding").toLowerCase();
  const text =
    encoding === "quoted-printable"
      ? fromQuotedPrintable(body)
      : encoding === "base64"
        ? Buffer.from(body, "base64").toString("utf8")
        : Buffer.from(body, "latin1").toString("utf8");
  return { to, subject: decodeHeader(header("Subject")), text: text.replace(/\r\n/g, "\n") };
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    // Bytes as they come (latin1 keeps each byte one character); the text is decoded once parsed.
    socket.setEncoding("latin1");
    let buffer = "";
    let to: string[] = [];
    let data: string[] | null = null;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === ".") {
            messages.push(parse(to, data.join("\r\n")));
            [data, to] = [null, []];
            reply("250 OK: kept");
          } else data.push(line.startsWith(".") ? line.slice(1) : line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "RCPT") to.push(/<([^>]*)>/.exec(line)?.[1] ?? "");
        if (verb === "MAIL" || verb === "RSET") to = [];
        if (verb === "DATA") {
          data = [];
          reply("354 End data with <CR><LF>.<CR><LF>");
        } else if (verb === "QUIT") socket.end("221 Bye\r\n");
        else reply(["EHLO", "HELO", "MAIL", "RCPT", "RSET", "NOOP"].includes(verb) ? "250 OK" : "502 Not implemented");
      }
    });
    socket.on("error", () => socket.destroy());
    reply("220 smtp-sink ready");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the SMTP sink has no port");
  return {
    port: address.port,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
