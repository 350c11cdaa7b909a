import { AA_TEXT, contrastRatio, ensureContrast, parseHex, readableOn, themeVariables } from "@/lib/theme";

describe("contrastRatio", () => {
  it("matches the WCAG reference values", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    // Symmetric.
    expect(contrastRatio("#884aff", "#ffffff")).toBeCloseTo(contrastRatio("#ffffff", "#884aff"), 10);
  });

  it("reads short and alpha hex forms", () => {
    expect(parseHex("#fff")).toEqual([255, 255, 255]);
    expect(parseHex("#884aff80")).toEqual([136, 74, 255]);
    expect(parseHex("red")).toBeNull();
    expect(contrastRatio("#000", "#FFF")).toBeCloseTo(21, 5);
  });
});

describe("readableOn / ensureContrast", () => {
  it("picks the more readable of black and white", () => {
    expect(readableOn("#ffff00")).toBe("#000000");
    expect(readableOn("#000080")).toBe("#ffffff");
  });

  it("keeps a colour that already passes and adjusts one that does not", () => {
    expect(ensureContrast("#000000", "#ffffff")).toBe("#000000");
    const adjusted = ensureContrast("#ffff00", "#ffffff");
    expect(adjusted).not.toBe("#ffff00");
    expect(contrastRatio(adjusted, "#ffffff")).toBeGreaterThanOrEqual(AA_TEXT);
  });
});

describe("themeVariables", () => {
  const cases = [
    { colors_primary: "#884aff", colors_theme: "light" },
    { colors_primary: "#884aff", colors_theme: "dark" },
    { colors_primary: "#00b3a4", colors_theme: "dark" },
    { colors_primary: "#ffff00", colors_theme: "light" },
    { colors_primary: "#000080", colors_theme: "dark" },
    { colors_primary: "#777", colors_theme: "light" },
  ] as const;

  it.each(cases)("gives AA text contrast for %o", (settings) => {
    const v = themeVariables(settings);
    const bg = v["--color-background"]!;
    const surface = v["--color-surface"]!;
    expect(contrastRatio(v["--color-on-surface"]!, surface)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(v["--color-on-surface"]!, bg)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(v["--color-muted"]!, bg)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(v["--color-muted"]!, surface)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(v["--color-primary-text"]!, bg)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(v["--color-primary-text"]!, surface)).toBeGreaterThanOrEqual(AA_TEXT);
    // on-primary is the better of black and white on the primary.
    const onPrimary = v["--color-on-primary"]!;
    const other = onPrimary === "#ffffff" ? "#000000" : "#ffffff";
    expect(contrastRatio(onPrimary, v["--color-primary"]!)).toBeGreaterThanOrEqual(contrastRatio(other, v["--color-primary"]!));
  });

  it("uses the spec's surfaces and secondary", () => {
    const light = themeVariables({ colors_primary: "#884aff", colors_theme: "light" });
    const dark = themeVariables({ colors_primary: "#884aff", colors_theme: "dark" });
    expect(light).toMatchObject({
      "--color-primary": "#884aff",
      "--color-on-primary": "#ffffff",
      "--color-secondary": "#a4a5a8",
      "--color-surface": "#eeeeee",
      "--color-background": "#ffffff",
      "--color-scheme": "light",
    });
    expect(dark).toMatchObject({ "--color-surface": "#000000", "--color-on-surface": "#ffffff", "--color-scheme": "dark" });
  });

  it("darkens the primary for text on light pages and lightens it on dark ones", () => {
    // #884aff is just under 4.5:1 on white and on #121212.
    const light = themeVariables({ colors_primary: "#884aff", colors_theme: "light" })["--color-primary-text"]!;
    const dark = themeVariables({ colors_primary: "#884aff", colors_theme: "dark" })["--color-primary-text"]!;
    expect(parseHex(light)!.reduce((a, b) => a + b)).toBeLessThan(136 + 74 + 255);
    expect(parseHex(dark)!.reduce((a, b) => a + b)).toBeGreaterThan(136 + 74 + 255);
  });

  it("falls back to the default primary when the setting is not a colour", () => {
    expect(themeVariables({ colors_primary: "purple", colors_theme: "light" })["--color-primary"]).toBe("#884aff");
  });
});
