import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PlaylistPanel } from "@/components/player/playlist-panel";
import type { PlayerMedia } from "@/lib/api/player";
import en from "@/messages/en.json";
import { intlRenderer } from "../helpers/intl";

const render = intlRenderer({ player: en.player });
const media = (n: number): PlayerMedia => ({
  uid: `m${n}`,
  name: `Video ${n}`,
  thumbnail: null,
  duration: 60 * n,
  description: null,
  files: [],
});

describe("PlaylistPanel (embed)", () => {
  it("names its toggle with the visible position too (label in name), open or closed", async () => {
    const person = userEvent.setup();
    render(<PlaylistPanel medias={[media(1), media(2), media(3), media(4)]} index={0} onSelect={() => {}} />);
    const toggle = screen.getByRole("button", { name: "Show the playlist 1/4" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await person.click(toggle);
    expect(screen.getByRole("button", { name: "Hide the playlist 1/4" })).toHaveAttribute("aria-expanded", "true");
  });
});
