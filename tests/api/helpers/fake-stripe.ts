// A tiny stand-in for Stripe's HTTP API on a local port: it records every request the SDK makes and
// answers checkout sessions, refunds, invoice payments and subscription updates or cancellations as Stripe would,
// replays an idempotency key's first answer, refuses an empty parameter on a create as Stripe does,
// and can be told to fail the next call.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type Recorded = {
  method: string;
  /** Without the query string. */
  path: string;
  /** The query string's parameters. */
  query: Record<string, string>;
  /** The form body as sent (`application/x-www-form-urlencoded`). */
  rawBody: string;
  /** The form body's keys as sent, brackets and all (`line_items[0][price_data][unit_amount]`) → value. */
  form: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
};

type Answer = { status: number; body: unknown };

export type FakeStripe = {
  host: "127.0.0.1";
  port: number;
  protocol: "http";
  requests: Recorded[];
  /** The next request (whatever it is) gets this answer instead; Stripe's error shape by default. */
  failNext(status: number, body?: unknown): void;
  close(): Promise<void>;
};

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: Recorded[] = [];
  const byIdempotencyKey = new Map<string, Answer>();
  const failures: Answer[] = [];
  let counter = 0;

  function answer(request: Recorded): Answer {
    const { method, path, form } = request;
    if (method === "POST" && path === "/v1/checkout/sessions") {
      // Stripe reads an empty value as "unset", which a create cannot do.
      const empty = Object.keys(form).find((key) => form[key] === "");
      if (empty !== undefined) {
        return { status: 400, body: stripeError("invalid_request_error", `You passed an empty string for '${empty}'.`) };
      }
      const id = `cs_test_${++counter}`;
      return {
        status: 200,
        body: {
          id,
          object: "checkout.session",
          url: `https://checkout.stripe.test/c/pay/${id}`,
          mode: form.mode ?? null,
          status: "open",
          payment_status: "unpaid",
          metadata: metadataOf(form),
        },
      };
    }
    if (method === "POST" && path === "/v1/refunds") {
      return {
        status: 200,
        body: { id: `re_${++counter}`, object: "refund", status: "succeeded", payment_intent: form.payment_intent ?? null },
      };
    }
    if (method === "GET" && path === "/v1/invoice_payments") {
      // One paid payment per invoice, by a payment intent named after it.
      const invoice = request.query.invoice ?? "";
      const payment = { type: "payment_intent", payment_intent: `pi_of_${invoice}` };
      const data = [{ id: `inpay_${invoice}`, object: "invoice_payment", invoice, status: "paid", payment }];
      return { status: 200, body: { object: "list", url: path, has_more: false, data } };
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (subscription) {
      const id = decodeURIComponent(subscription[1] ?? "");
      if (method === "POST") {
        return {
          status: 200,
          body: { id, object: "subscription", cancel_at_period_end: form.cancel_at_period_end === "true", status: "active" },
        };
      }
      if (method === "DELETE") return { status: 200, body: { id, object: "subscription", status: "canceled" } };
    }
    return { status: 404, body: stripeError("invalid_request_error", `Unrecognized request URL (${method}: ${path}).`) };
  }

  async function handle(incoming: IncomingMessage, response: ServerResponse) {
    const rawBody = await readBody(incoming);
    const request: Recorded = {
      method: incoming.method ?? "GET",
      path: (incoming.url ?? "/").split("?")[0] ?? "/",
      query: Object.fromEntries(new URL(incoming.url ?? "/", "http://fake").searchParams),
      rawBody,
      form: Object.fromEntries(new URLSearchParams(rawBody)),
      idempotencyKey: header(incoming, "idempotency-key"),
      authorization: header(incoming, "authorization"),
    };
    requests.push(request);

    let result = failures.shift();
    if (!result) {
      const key = request.idempotencyKey;
      const replayed = key === undefined ? undefined : byIdempotencyKey.get(key);
      result = replayed ?? answer(request);
      if (key !== undefined && !replayed) byIdempotencyKey.set(key, result);
    }
    response.writeHead(result.status, { "content-type": "application/json", "request-id": `req_${requests.length}` });
    response.end(JSON.stringify(result.body));
  }

  const server = createServer((incoming, response) => {
    handle(incoming, response).catch((error: unknown) => {
      response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify(stripeError("api_error", error instanceof Error ? error.message : String(error))));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });

  return {
    host: "127.0.0.1",
    port: (server.address() as AddressInfo).port,
    protocol: "http",
    requests,
    failNext(status, body = stripeError(status === 402 ? "card_error" : "api_error", `Fake failure (${status}).`)) {
      failures.push({ status, body });
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

function stripeError(type: string, message: string) {
  return { error: { type, message } };
}

/** `metadata[key]=value` pairs back into an object, as Stripe echoes them. */
function metadataOf(form: Record<string, string>): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = /^metadata\[([^\]]+)\]$/.exec(key);
    if (match?.[1] !== undefined) metadata[match[1]] = value;
  }
  return metadata;
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
