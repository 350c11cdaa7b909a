/** @jest-environment node */
// Named answers (lib/api/shapes.ts): a client given the schemas (the server's) parses them as it
// parsed schemas before; a client without (the browser's) takes the JSON as typed.
import { z } from "zod";
import { createCheckout } from "@/lib/api/billing";
import { createApiClient } from "@/lib/api/request";
import { SHAPE_SCHEMAS } from "@/lib/api/shape-schemas";
import { SHAPES } from "@/lib/api/shapes";
import { sendOnDemandRequest } from "@/lib/cart/on-demand-list";
import { serverApi } from "@/lib/server/api";

// The upstream the server client calls, answering what each test sets.
let mockUpstreamAnswer: unknown = null;
jest.mock("@/lib/server/upstream", () => ({ internalFetch: async () => Response.json(mockUpstreamAnswer) }));

const answering = (body: unknown, withSchemas: boolean) =>
  createApiClient({
    baseUrl: "http://api.test/base",
    fetch: async () => Response.json(body),
    ...(withSchemas ? { schemas: SHAPE_SCHEMAS } : {}),
  });

describe("named answers", () => {
  it("names each shape by its own key, and the server's map has a schema for each", () => {
    for (const [key, shape] of Object.entries(SHAPES)) {
      expect(shape).toEqual({ name: key });
      expect(SHAPE_SCHEMAS[shape.name]).toBeInstanceOf(z.ZodType);
    }
    expect(Object.keys(SHAPE_SCHEMAS).sort()).toEqual(Object.keys(SHAPES).sort());
  });

  it("are parsed by a client given the schemas: extra fields dropped, a wrong answer refused", async () => {
    const created = { uid: "r", status: "pending", items: [{ uid: "i", status: "pending" }] };
    await expect(sendOnDemandRequest(answering({ ...created, extra: 1 }, true), ["i"])).resolves.toEqual(created);
    await expect(sendOnDemandRequest(answering({ ...created, items: "i" }, true), ["i"])).rejects.toBeInstanceOf(z.ZodError);
    await expect(createCheckout(answering({}, true), { type: "subscription", subscription: "s" })).rejects.toBeInstanceOf(z.ZodError);
  });

  it("are parsed by the server components' client", async () => {
    mockUpstreamAnswer = { checkout_session_url: 3 };
    const client = serverApi({ site: "localhost", locale: "en" });
    await expect(createCheckout(client, { type: "subscription", subscription: "s" })).rejects.toBeInstanceOf(z.ZodError);
    mockUpstreamAnswer = { checkout_session_url: "/pay", extra: 1 };
    await expect(createCheckout(client, { type: "subscription", subscription: "s" })).resolves.toEqual({ checkout_session_url: "/pay" });
  });

  it("are taken as sent by a client without schemas (the browser's, on its own BFF)", async () => {
    const body = { checkout_session_url: "/pay", extra: 1 };
    await expect(createCheckout(answering(body, false), { type: "subscription", subscription: "s" })).resolves.toEqual(body);
  });

  it("leave a schema given directly in charge, with or without the map", async () => {
    const schema = z.object({ uid: z.string() });
    for (const withSchemas of [true, false]) {
      await expect(answering({ uid: 1 }, withSchemas).request("/x/", {}, schema)).rejects.toBeInstanceOf(z.ZodError);
    }
  });
});
