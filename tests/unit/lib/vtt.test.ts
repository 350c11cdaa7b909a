import { cuesToText, readCues, VttError } from "@/lib/transcripts/vtt";

describe("readCues", () => {
  it("reads cues with or without ids, hours or not, settings, several lines and tags", () => {
    const cues = readCues(
      [
        "\uFEFFWEBVTT - demo",
        "",
        "NOTE a comment",
        "spanning lines",
        "",
        "1",
        "00:00:01.000 --> 00:00:04.295 align:start",
        "<v Narrator>This is placeholder",
        "narration &amp; more.</v>",
        "",
        "00:05.500 --> 00:07.000",
        "Second &lt;cue&gt;.",
        "",
        "01:00:00.000 --> 01:00:02.250",
        "Late.",
        "",
      ].join("\r\n"),
    );
    expect(cues).toEqual([
      { start: 1, end: 4.295, text: "This is placeholder narration & more." },
      { start: 5.5, end: 7, text: "Second <cue>." },
      { start: 3600, end: 3602.25, text: "Late." },
    ]);
    expect(cuesToText(cues)).toBe("This is placeholder narration & more.\nSecond <cue>.\nLate.\n");
  });

  it.each([
    ["", /WEBVTT/],
    ["1\n00:00:01.000 --> 00:00:02.000\nNo header", /WEBVTT/],
    ["WEBVTT\n\nnot a timing\nat all", /line 4/],
    ["WEBVTT\n\n00:00:05.000 --> 00:00:02.000\nBackwards", /end after it starts/],
  ])("refuses %j", (source, message) => {
    expect(() => readCues(source)).toThrow(VttError);
    expect(() => readCues(source)).toThrow(message);
  });
});
