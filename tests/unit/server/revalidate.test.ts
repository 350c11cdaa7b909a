/** @jest-environment node */
// POST /api/revalidate: only the content API's secret refreshes cached pages; no input gives a 5xx.
import { NextRequest } from "next/server";
import { revalidateTag } from "next/cache";
import { POST } from "@/app/api/revalidate/route";

const SECRET = "s3cret-s3cret-s3cret";
jest.mock("next/cache", () => ({ revalidateTag: jest.fn() }));
jest.mock("@/lib/env", () => ({ env: { REVALIDATE_SECRET: "s3cret-s3cret-s3cret" } }));

const call = (authorization: string | null, body?: string) =>
  POST(
    new NextRequest("http://localhost/api/revalidate", {
      method: "POST",
      headers: authorization === null ? {} : { authorization },
      body,
    }),
  );

beforeEach(() => jest.mocked(revalidateTag).mockReset());

describe("POST /api/revalidate", () => {
  it.each([
    ["no header", null],
    ["wrong secret", "Bearer nope"],
    ["same length, other bytes", `Bearer ${"x".repeat(SECRET.length)}`],
    // Same number of characters as the secret, more bytes: used to throw in timingSafeEqual.
    ["non-ASCII of the same length", `Bearer ${"é".repeat(SECRET.length)}`],
    ["non-ASCII of the same byte length", `Bearer ${"é".repeat(SECRET.length / 2)}`],
  ])("%s → 401", async (_name, authorization) => {
    const response = await call(authorization);
    expect(response.status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("the right secret revalidates the tags asked for", async () => {
    const response = await call(`Bearer ${SECRET}`, JSON.stringify({ tags: ["items"] }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: ["items"] });
    expect(revalidateTag).toHaveBeenCalledWith("items", { expire: 0 });
  });

  it.each([
    ["not JSON", "{", 400],
    ["unknown tag", JSON.stringify({ tags: ["nope"] }), 400],
    ["oversized body", JSON.stringify({ tags: ["items"], pad: "x".repeat(10_000) }), 413],
  ])("%s → its 4xx", async (_name, body, status) => {
    expect((await call(`Bearer ${SECRET}`, body)).status).toBe(status);
  });
});
