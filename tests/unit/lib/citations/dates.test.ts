// lib/citations/dates.ts: recording dates as typed, written as each style writes them.
import { apaDate, isoDate, longDate, mlaDate, parseDate, slashDate } from "@/lib/citations/dates";

describe("parseDate", () => {
  it.each([
    ["2004-03-12", { year: 2004, month: 3, day: 12 }],
    ["2004-03-12T10:00:00Z", { year: 2004, month: 3, day: 12 }],
    ["2004-03", { year: 2004, month: 3, day: null }],
    ["2004", { year: 2004, month: null, day: null }],
    [" 2004 ", { year: 2004, month: null, day: null }],
    ["2004-13-01", null],
    ["2004-02-30", null],
    ["spring 2004", null],
    ["12/03/2004", null],
    [null, null],
  ])("%p → %p", (value, expected) => {
    expect(parseDate(value)).toEqual(expected);
  });
});

describe("formats", () => {
  const full = { year: 2004, month: 3, day: 12 };
  const first = { year: 2004, month: 9, day: 1 };
  const month = { year: 2004, month: 3, day: null };
  const year = { year: 2004, month: null, day: null };
  it.each([
    ["longDate en", longDate(full, "en"), "March 12, 2004"],
    ["longDate fr", longDate(full, "fr"), "12 mars 2004"],
    ["longDate fr, the first", longDate(first, "fr"), "1er septembre 2004"],
    ["longDate month", longDate(month, "en"), "March 2004"],
    ["longDate year", longDate(year, "fr"), "2004"],
    ["apaDate en", apaDate(full, "en"), "2004, March 12"],
    ["apaDate fr", apaDate(full, "fr"), "2004, 12 mars"],
    ["apaDate month", apaDate(month, "en"), "2004, March"],
    ["mlaDate en", mlaDate(full, "en"), "12 Mar. 2004"],
    ["mlaDate en, September", mlaDate(first, "en"), "1 Sept. 2004"],
    ["mlaDate fr", mlaDate(first, "fr"), "1er sept. 2004"],
    ["mlaDate en, June", mlaDate({ year: 2004, month: 6, day: 5 }, "en"), "5 June 2004"],
    ["isoDate", isoDate(full), "2004-03-12"],
    ["isoDate month", isoDate(month), "2004-03"],
    ["slashDate", slashDate(full), "2004/03/12/"],
    ["slashDate year", slashDate(year), "2004///"],
  ])("%s", (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
