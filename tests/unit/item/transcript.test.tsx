import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TranscriptPanel } from "@/components/item/transcript-panel";
import type { PlayerItem, PlayerMedia } from "@/lib/api/player";
import { setPlayerTime } from "@/lib/player/current-time";
import en from "@/messages/en.json";
import { intlRenderer } from "../helpers/intl";
import { fakeBff, settle } from "./test-utils";

jest.mock("@/lib/api/browser", () => ({ browserApi: { request: jest.fn() } }));
const { browserApi } = jest.requireMock("@/lib/api/browser") as { browserApi: { request: jest.Mock } };

const render = intlRenderer({ transcript: en.transcript, player: en.player }, { swr: true });
const UID = "00000000-0000-4000-8000-00000000000b";
const VTT = {
  en: "WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nThis is placeholder narration.\n\n00:00:05.000 --> 00:00:09.000\nThe voice says nothing real.\n\n00:00:10.000 --> 00:00:12.000\nMore placeholder narration, été.\n",
  fr: "WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nCeci est une narration fictive.\n",
};
const file = (language: "en" | "fr") => ({
  uid: `cap-${language}`,
  display_name: "Captions",
  size: 1,
  width: null,
  height: null,
  file: `/api/public/websites/v1/files/cap-${language}/?exp=1&sig=s`,
  slug: "captions",
  language,
});
const media: PlayerMedia = {
  uid: "m-1",
  name: "Part 1",
  thumbnail: null,
  duration: 30,
  description: null,
  files: [file("fr"), file("en")],
};
const answer = (hasAccess = true): PlayerItem => ({
  item: { uid: UID, slug: "item", name: "Item", has_access: hasAccess, visibility_type: "public", thumbnail: null },
  medias: hasAccess ? [media] : [{ ...media, files: [] }],
});

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn(async (url: string) => ({ ok: true, text: async () => (url.includes("cap-fr") ? VTT.fr : VTT.en) }));
  global.fetch = fetchMock as unknown as typeof fetch;
  act(() => setPlayerTime(0));
});

async function setup({ hasAccess = true, downloadable = false, locale = "en" } = {}) {
  fakeBff(browserApi.request, { [`/player/items/${UID}/`]: answer(hasAccess) });
  const onSeek = jest.fn();
  render(
    <TranscriptPanel
      itemUid={UID}
      mediaUid="m-1"
      linkMedia={null}
      locale={locale}
      initial={null}
      downloadable={downloadable}
      name="Item"
      onSeek={onSeek}
    />,
  );
  await settle();
  await settle();
  return onSeek;
}

describe("TranscriptPanel", () => {
  it("reads the captions in the page's language; a line plays from its start", async () => {
    const onSeek = await setup();
    expect(fetchMock).toHaveBeenCalledWith(file("en").file);
    expect(screen.getByRole("heading", { name: "Transcript" })).toBeInTheDocument();
    const line = screen.getByRole("link", { name: /0:05 The voice says nothing real\./ });
    expect(line).toHaveAttribute("href", "?t=5");
    await userEvent.click(line);
    expect(onSeek).toHaveBeenCalledWith(5);
    expect(screen.getByRole("list")).toHaveAttribute("lang", "en");
  });

  it("marks the line being spoken", async () => {
    await setup();
    act(() => setPlayerTime(6));
    expect(screen.getByRole("link", { name: /The voice says/ })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("link", { name: /This is placeholder/ })).not.toHaveAttribute("aria-current");
  });

  it("searches without case or accents, and steps through the matches", async () => {
    await setup();
    const box = screen.getByRole("searchbox", { name: "Search the transcript" });
    await userEvent.type(box, "NARRATION");
    expect(screen.getByText("1 of 2")).toBeInTheDocument();
    expect(document.querySelectorAll("mark")).toHaveLength(2);
    await userEvent.click(screen.getByRole("button", { name: "Next match" }));
    expect(screen.getByText("2 of 2")).toBeInTheDocument();
    await userEvent.type(box, "{Enter}");
    expect(screen.getByText("1 of 2")).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.type(box, "ete");
    expect(screen.getByText("1 of 1")).toBeInTheDocument();
    expect(document.querySelector("mark")).toHaveTextContent("été");
    await userEvent.type(box, "xyz");
    expect(screen.getByText("No match")).toBeInTheDocument();
  });

  it("French page: the French captions", async () => {
    await setup({ locale: "fr" });
    expect(fetchMock).toHaveBeenCalledWith(file("fr").file);
    expect(screen.getByRole("link", { name: /Ceci est une narration fictive/ })).toBeInTheDocument();
  });

  it("without access: no captions are asked for, and it says why", async () => {
    await setup({ hasAccess: false });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText(en.transcript.noAccess)).toBeInTheDocument();
  });

  it("copy and download only where the item may be downloaded", async () => {
    await setup();
    expect(screen.queryByRole("button", { name: "Copy the transcript" })).not.toBeInTheDocument();
  });

  it("copies the transcript as plain text", async () => {
    await setup({ downloadable: true });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    await userEvent.click(screen.getByRole("button", { name: "Copy the transcript" }));
    expect(writeText).toHaveBeenCalledWith(
      "This is placeholder narration.\nThe voice says nothing real.\nMore placeholder narration, été.\n",
    );
    expect(screen.getByText("Transcript copied to the clipboard.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download the transcript (VTT)" })).toBeInTheDocument();
  });
});
