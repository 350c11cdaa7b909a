import { formatClock, parseStartTime, withStartTime } from "@/lib/player/start-time";

describe("parseStartTime", () => {
  it.each([
    ["754", 754],
    ["12.5", 12.5],
    ["12m34s", 754],
    ["1h2m3s", 3723],
    ["34s", 34],
    ["12m", 720],
    ["2H", 7200],
    ["12:34", 754],
    ["1:02:03", 3723],
    [" 90 ", 90],
  ])("reads %j as %d seconds", (value, seconds) => {
    expect(parseStartTime(value)).toBe(seconds);
  });

  it.each([null, undefined, "", "0", "-5", "abc", "12:75", "1:60:00", "5m5m", "h", "1e3", "90000", "12:3", "9".repeat(20)])(
    "ignores %j",
    (value) => {
      expect(parseStartTime(value)).toBeNull();
    },
  );
});

describe("formatClock and withStartTime", () => {
  it("names a time as a clock", () => {
    expect(formatClock(754)).toBe("12:34");
    expect(formatClock(3723.9)).toBe("1:02:03");
    expect(formatClock(5)).toBe("0:05");
  });

  it("puts the whole seconds in t, replacing any, and drops it at 0", () => {
    expect(withStartTime("https://example.org/item-a", 754.6)).toBe("https://example.org/item-a?t=754");
    expect(withStartTime("https://example.org/item-a?t=3&x=1", 10)).toBe("https://example.org/item-a?t=10&x=1");
    expect(withStartTime("https://example.org/item-a?t=3", 0)).toBe("https://example.org/item-a");
    // A playlist's moment names its media.
    expect(withStartTime("https://example.org/series-b", 75, "m-2")).toBe("https://example.org/series-b?t=75&m=m-2");
  });
});
