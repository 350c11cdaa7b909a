import { fontStack } from "@/lib/site/font-stack";

describe("fontStack", () => {
  it("puts every script's face before the first face's fallback", () => {
    expect(fontStack("'latin', 'latin Fallback'", "'ext'", "'cyr', 'cyr Fallback'")).toBe("'latin', 'ext', 'cyr', 'latin Fallback'");
  });

  it("keeps a single face as it is", () => {
    expect(fontStack("'latin', 'latin Fallback'")).toBe("'latin', 'latin Fallback'");
  });
});
