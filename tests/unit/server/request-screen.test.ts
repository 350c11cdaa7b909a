/** @jest-environment node */
// What proxy.ts refuses before a page renders (lib/server/request-screen.ts).
import { screenPageRequest } from "@/lib/server/request-screen";

const screen = (method: string, path: string, headers: Record<string, string> = {}) =>
  screenPageRequest(method, path, new Headers(headers));

describe("screenPageRequest", () => {
  it.each(["/%ff", "/%", "/%25", "/fr/%e2%82", "/category/%25", "/a%00b", "/fr/a%2500b"])("refuses %s with a 400", async (path) => {
    const response = screen("GET", path);
    expect(response?.status).toBe(400);
    expect(response?.headers.get("content-security-policy")).toContain("default-src");
    expect(response?.headers.get("x-content-type-options")).toBe("nosniff");
    expect(((await response?.json()) as { type: string }).type).toBe("bad_request");
  });

  it.each(["POST", "PUT", "DELETE", "OPTIONS"])("answers %s on a page with 405 and Allow", (method) => {
    const response = screen(method, "/help/faq", { "content-length": "1" });
    expect(response?.status).toBe(405);
    expect(response?.headers.get("allow")).toBe("GET, HEAD");
  });

  it("refuses a body on GET or HEAD", () => {
    expect(screen("GET", "/", { "content-length": "2" })?.status).toBe(400);
    expect(screen("HEAD", "/", { "transfer-encoding": "chunked" })?.status).toBe(400);
  });

  it("lets a page request through", () => {
    expect(screen("GET", "/fr/category/r%C3%A9gion")).toBeNull();
    expect(screen("HEAD", "/", { "content-length": "0" })).toBeNull();
  });
});
