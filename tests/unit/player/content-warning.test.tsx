// The content warning before a video (issue 14): the overlay alone, then in the embedded player —
// nothing plays before the visitor continues (not on autoplay, not from a link's t), continuing
// starts the video, and the choice holds for the session, per item.
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContentWarning } from "@/components/player/content-warning";
import type { EmbedFlags } from "@/components/player/embed-flags";
import { Player } from "@/components/player/player";
import type { PlayerItem } from "@/lib/api/player";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import { intlRenderer } from "../helpers/intl";
import { fakeBff, renderItem, settle } from "../item/test-utils";

jest.mock("@/lib/api/browser", () => ({ browserApi: { request: jest.fn() } }));
const { browserApi } = jest.requireMock("@/lib/api/browser") as { browserApi: { request: jest.Mock } };

const UID = "00000000-0000-4000-8000-0000000000c1";
const OTHER = "00000000-0000-4000-8000-0000000000c2";
const TEXT = "This testimony describes violence and death in detail.";
const noFlags: EmbedFlags = { logo: false, autoplay: false, loop: false, mute: false, play: false };

function answer(uid: string): PlayerItem {
  return {
    item: { uid, slug: "a-testimony", name: "A testimony", has_access: true, visibility_type: "public", thumbnail: "/thumb.jpg" },
    medias: [
      {
        uid: `m-${uid}`,
        name: "A testimony",
        thumbnail: null,
        duration: 60,
        description: null,
        files: [{ uid: "hd", display_name: "HD", size: 1, width: 1920, height: 1080, file: "/files/hd/?sig=s", slug: "hd" }],
      },
    ],
  };
}

async function renderPlayer(uid = UID, flags: EmbedFlags = noFlags, warning: string | null = TEXT) {
  fakeBff(browserApi.request, { [`/player/items/${uid}/`]: answer(uid) });
  const view = renderItem(
    <Player
      source={{ kind: "item", uid }}
      flags={flags}
      logo={null}
      siteName="Archive"
      warning={warning ? { itemUid: uid, text: warning } : null}
    />,
  );
  await settle();
  return view;
}

const region = () => screen.queryByRole("region", { name: "Content warning" });
const continueButton = () => screen.getByRole("button", { name: "Continue to the video" });
const video = () => document.querySelector("video");

beforeEach(() => {
  sessionStorage.clear();
  jest.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue();
  jest.spyOn(HTMLMediaElement.prototype, "load").mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  window.history.replaceState(null, "", "/");
});

describe("ContentWarning", () => {
  const renderEn = intlRenderer({ player: en.player });

  it("is a region named by its heading, with the text and a button it does not focus", () => {
    renderEn(<ContentWarning text={TEXT} onContinue={() => undefined} />);
    expect(region()).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Content warning" })).toBeInTheDocument();
    expect(screen.getByText(TEXT)).toBeInTheDocument();
    expect(continueButton()).not.toHaveFocus();
    expect(document.activeElement).toBe(document.body);
  });

  it("continues from the keyboard: Tab reaches the button, Enter or Space presses it", async () => {
    const onContinue = jest.fn();
    const user = userEvent.setup();
    renderEn(<ContentWarning text={TEXT} onContinue={onContinue} />);
    await user.tab();
    expect(continueButton()).toHaveFocus();
    await user.keyboard("{Enter}");
    await user.keyboard(" ");
    expect(onContinue).toHaveBeenCalledTimes(2);
  });

  it("speaks French", () => {
    intlRenderer({ player: fr.player })(<ContentWarning text="Ce témoignage décrit des violences." onContinue={() => undefined} />);
    expect(screen.getByRole("region", { name: "Avertissement" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continuer vers la vidéo" })).toBeInTheDocument();
  });
});

describe("Player with a content warning", () => {
  it("shows the warning, not the video, even with autoplay and a link's t", async () => {
    window.history.replaceState(null, "", "/embed/x/?t=30");
    await renderPlayer(UID, { ...noFlags, autoplay: true });
    expect(region()).toBeInTheDocument();
    expect(screen.getByText(TEXT)).toBeInTheDocument();
    expect(video()).toBeNull();
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
  });

  it("continue: the video starts, takes the focus, and the choice is remembered for the session", async () => {
    await renderPlayer();
    fireEvent.click(continueButton());
    expect(region()).not.toBeInTheDocument();
    expect(video()).toBeInTheDocument();
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    // The video where the browser lets it take the focus (jsdom does not), else the player around it.
    expect([video(), video()!.parentElement]).toContain(document.activeElement);
    expect(sessionStorage.getItem(`content-warning.continued:${UID}`)).toBe("1");
  });

  it("after continuing, a reload shows the player at once and does not start it by itself", async () => {
    sessionStorage.setItem(`content-warning.continued:${UID}`, "1");
    await renderPlayer();
    expect(region()).not.toBeInTheDocument();
    expect(video()).toBeInTheDocument();
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });

  it("the choice is per item: another item asks again", async () => {
    sessionStorage.setItem(`content-warning.continued:${UID}`, "1");
    await renderPlayer(OTHER);
    expect(region()).toBeInTheDocument();
  });

  it("without session storage, continuing still works for this page", async () => {
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("blocked");
    });
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("blocked");
    });
    await renderPlayer();
    fireEvent.click(continueButton());
    expect(video()).toBeInTheDocument();
  });

  it("play (the item page's Play button) still shows the warning first, then starts on Continue", async () => {
    await renderPlayer(UID, { ...noFlags, play: true });
    expect(region()).toBeInTheDocument();
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
    fireEvent.click(continueButton());
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
  });

  it("play past the warning: the video starts at once and takes the focus", async () => {
    sessionStorage.setItem(`content-warning.continued:${UID}`, "1");
    await renderPlayer(UID, { ...noFlags, play: true });
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    expect([video(), video()!.parentElement]).toContain(document.activeElement);
  });

  it("an item without a warning plays as before", async () => {
    await renderPlayer(UID, noFlags, null);
    expect(region()).not.toBeInTheDocument();
    expect(video()).toBeInTheDocument();
  });
});
