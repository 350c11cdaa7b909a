import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { HelpVideo } from "@/components/help/help-video";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";

function renderVideo(locale: "en" | "fr") {
  const messages = locale === "en" ? en : fr;
  return render(
    <NextIntlClientProvider locale={locale} messages={{ help: messages.help }}>
      <HelpVideo name="tuto-search" title="Search tutorial" caption="Five steps" />
    </NextIntlClientProvider>,
  );
}

describe("HelpVideo", () => {
  it("embeds the MP4 with its poster, without preloading", () => {
    const { container } = renderVideo("en");
    const video = container.querySelector("video");
    expect(video).toHaveAttribute("poster", "/help/videos/tuto-search.jpg");
    expect(video).toHaveAttribute("preload", "none");
    expect(video).toHaveAttribute("controls");
    expect(container.querySelector("source")).toHaveAttribute("src", "/help/videos/tuto-search.mp4");
    expect(container.querySelector("source")).toHaveAttribute("type", "video/mp4");
    expect(screen.getByText("Search tutorial")).toBeInTheDocument();
  });

  it("shows captions in the page's language by default", () => {
    const { container } = renderVideo("fr");
    const tracks = [...container.querySelectorAll("track")];
    const byDefault = tracks.filter((track) => track.hasAttribute("default"));
    expect(byDefault).toHaveLength(1);
    expect(byDefault[0]).toHaveAttribute("srclang", "fr");
    expect(byDefault[0]).toHaveAttribute("label", "Français");
    expect(byDefault[0]).toHaveAttribute("src", "/help/videos/tuto-search.fr.vtt");
    expect(tracks.map((track) => track.getAttribute("srclang"))).toEqual(["fr", "en"]);
  });
});
