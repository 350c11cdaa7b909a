import { canDownload, canShare, overlayFor, playableByAnyone, splitDescription } from "@/components/item/item-rules";
import type { Item } from "@/lib/api/schemas";
import { words } from "./test-utils";

describe("splitDescription (70 words, only above 120)", () => {
  it.each([
    [50, false],
    [70, false],
    [71, false],
    [120, false],
    [121, true],
    [300, true],
  ])("%i words → cut: %s", (count, cut) => {
    const { head, rest } = splitDescription(words(count));
    expect(rest !== "").toBe(cut);
    expect(head.split(" ")).toHaveLength(cut ? 70 : count);
    if (cut) expect(rest.trim().split(" ")).toHaveLength(count - 70);
  });

  it("keeps spacing and line breaks on both sides of the cut", () => {
    const text = `${words(69)}\n\nlast ${words(60)}`;
    const { head, rest } = splitDescription(text);
    expect(head.endsWith("\n\nlast")).toBe(true);
    expect(head + rest).toBe(text);
  });
});

type Subject = Pick<Item, "visibility_type" | "monetization_enabled" | "plans" | "prices">;
const price = { uid: "p", amount: 100, period: 0, downloadable_choices: null };
const subject = (visibility: Item["visibility_type"], monetized: boolean, plans: string[] = [], prices = [price]): Subject => ({
  visibility_type: visibility,
  monetization_enabled: monetized,
  plans,
  prices: prices,
});

describe("overlayFor: every visibility × monetization", () => {
  const cases: Array<[string, Subject, boolean, ReturnType<typeof overlayFor>]> = [
    ["private, site not monetized", subject("private", false), false, { kind: "private" }],
    ["on demand, site not monetized", subject("on_demand", false), false, { kind: "on_demand" }],
    ["public, site not monetized", subject("public", false), false, { kind: "none" }],
    ["private, item monetized but site not", subject("private", true), false, { kind: "private" }],
    ["on demand, item monetized but site not", subject("on_demand", true), false, { kind: "on_demand" }],
    ["private, site monetized, item not", subject("private", false), true, { kind: "private" }],
    ["on demand, site monetized, item not", subject("on_demand", false), true, { kind: "on_demand" }],
    ["private, monetized, plans and prices", subject("private", true, ["plan"]), true, { kind: "paying", subscribe: true, buy: true }],
    ["on demand, monetized, prices only", subject("on_demand", true), true, { kind: "paying", subscribe: false, buy: true }],
    ["public, monetized, plans only", subject("public", true, ["plan"], []), true, { kind: "paying", subscribe: true, buy: false }],
    ["public, monetized, neither", subject("public", true, [], []), true, { kind: "paying", subscribe: false, buy: false }],
  ];
  it.each(cases)("%s", (_label, item, site, expected) => {
    expect(overlayFor(item, site)).toEqual(expected);
  });
});

describe("downloads and share", () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
    [false, false, false],
  ])("downloadable %s, access %s → %s", (downloadable, access, expected) => {
    expect(canDownload({ is_content_downloadable: downloadable, has_access: access })).toBe(expected);
  });

  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
    [false, true, false],
  ])("share button %s, monetized %s → %s", (option, monetized, expected) => {
    expect(canShare(option, monetized)).toBe(expected);
  });
});

describe("playableByAnyone: what the cached page may hold of the content", () => {
  it.each([
    ["public, open site", true, false, false, true],
    ["public, sign-in possible", true, true, false, true],
    ["public, sign-in forced", true, true, true, false],
    ["restricted, paid or private (the anonymous view has no access)", false, false, false, false],
    ["restricted on a forced site", false, true, true, false],
    // A forced sign-in only counts where sign-in is enabled at all.
    ["public, forced flag without sign-in", true, false, true, true],
  ])("%s", (_label, access, enabled, forced, expected) => {
    expect(playableByAnyone({ has_access: access }, { auth_enabled: enabled, auth_force_login: forced })).toBe(expected);
  });
});
