import { safeNextPath } from "@/lib/auth/next-path";

describe("safeNextPath", () => {
  it.each([
    ["/x", "/x"],
    ["/", "/"],
    ["/search?q=Riga&languages=fr,en", "/search?q=Riga&languages=fr,en"],
    ["/category/a#top", "/category/a#top"],
    // Dot segments are resolved, and the resolved path is what comes back.
    ["/help/../search?q=a", "/search?q=a"],
    ["/fr/./my-list", "/fr/my-list"],
  ])("keeps the same-site path %j", (value, expected) => {
    expect(safeNextPath(value)).toBe(expected);
  });

  it.each([
    ["//evil.com"],
    ["https://evil.com"],
    ["http://evil.com/x"],
    ["/\\evil"],
    ["\\\\evil.com"],
    ["javascript:alert(1)"],
    ["/\t/evil.com"],
    ["/\n/evil.com"],
    ["evil.com"],
    // Paths that resolve to a protocol-relative URL.
    ["/..//evil.com"],
    ["/.//evil.com"],
    ["/%2e%2e//evil.com"],
    ["/%2E//evil.com"],
    ["/a/../..//evil.com/x"],
    ["/./%2e/.//evil.com"],
    [""],
    [null],
    [undefined],
  ])("rejects %j", (value) => {
    expect(safeNextPath(value)).toBe("/");
  });

  it("rejects an overlong path", () => {
    expect(safeNextPath(`/${"a".repeat(3000)}`)).toBe("/");
  });

  it("uses the given fallback", () => {
    expect(safeNextPath("//evil.com", "/my-list")).toBe("/my-list");
  });
});
