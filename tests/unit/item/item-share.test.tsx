import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { ItemShare } from "@/components/item/item-share";
import { setPlayerTime } from "@/lib/player/current-time";
import en from "@/messages/en.json";
import { renderItem, setMobile } from "./test-utils";

const props = {
  url: "http://localhost:3000/witness-interview-ab12",
  embedSrc: "http://localhost:3000/embed/00000000-0000-4000-8000-000000000001/",
  name: "Witness interview",
  optionsShareBtn: true,
  monetized: false,
};

/** Opens the panel and waits for its content (fetched on the first opening). */
async function openPanel() {
  await userEvent.click(screen.getByRole("button", { name: "Share" }));
  await screen.findByRole("button", { name: "Copy the link" });
}

describe("ItemShare", () => {
  beforeEach(() => setMobile(false));

  it.each([
    [false, false],
    [true, true],
    [false, true],
  ])("share option %s, monetized %s → no share button", (optionsShareBtn, monetized) => {
    const { container } = renderItem(<ItemShare {...props} optionsShareBtn={optionsShareBtn} monetized={monetized} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("desktop: copy link, e-mail, Facebook, X, LinkedIn and the embed code; no WhatsApp", async () => {
    renderItem(<ItemShare {...props} />);
    await openPanel();
    const url = encodeURIComponent(props.url);
    expect(screen.getByRole("link", { name: "E-mail" }).getAttribute("href")).toMatch(/^mailto:\?subject=Witness%20interview&body=/);
    expect(screen.getByRole("link", { name: /Facebook/ })).toHaveAttribute("href", `https://www.facebook.com/sharer/sharer.php?u=${url}`);
    expect(screen.getByRole("link", { name: /X \(Twitter\)/ }).getAttribute("href")).toContain(`url=${url}`);
    expect(screen.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute(
      "href",
      `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    );
    expect(screen.queryByRole("link", { name: /WhatsApp/ })).not.toBeInTheDocument();
    const code = screen.getByRole("textbox", { name: "Embed code" });
    expect((code as HTMLTextAreaElement).value).toMatch(new RegExp(`^<iframe src="${props.embedSrc}" `));
    expect((code as HTMLTextAreaElement).value).toContain('allow="autoplay; fullscreen; picture-in-picture"');
  });

  it("offers to start the link and the embed at the player's time, taken when ticked", async () => {
    renderItem(<ItemShare {...props} />);
    await openPanel();
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
    act(() => setPlayerTime(754));
    const box = screen.getByRole("checkbox", { name: "Start at 12:34" });
    await userEvent.click(box);
    act(() => setPlayerTime(800));
    expect(screen.getByRole("checkbox", { name: "Start at 12:34" })).toBeChecked();
    expect(screen.getByRole("textbox", { name: "Link" })).toHaveValue(`${props.url}?t=754`);
    expect((screen.getByRole("textbox", { name: "Embed code" }) as HTMLTextAreaElement).value).toContain(`${props.embedSrc}?t=754`);
    expect(screen.getByRole("link", { name: /LinkedIn/ }).getAttribute("href")).toContain(encodeURIComponent(`${props.url}?t=754`));
    await userEvent.click(box);
    expect(screen.getByRole("textbox", { name: "Link" })).toHaveValue(props.url);
    act(() => setPlayerTime(0));
  });

  it("links the IIIF manifest in the form a viewer takes when the logo is dropped on it", async () => {
    const manifest = "http://localhost:3000/iiif/witness-interview-ab12/manifest";
    const iiifUrl = `${manifest}?manifest=${encodeURIComponent(manifest)}`;
    renderItem(<ItemShare {...props} iiifUrl={iiifUrl} />);
    await openPanel();
    expect(screen.getByRole("link", { name: "IIIF manifest" }).getAttribute("href")).toBe(iiifUrl);
  });

  it("mobile: WhatsApp, and no embed code", async () => {
    setMobile(true);
    renderItem(<ItemShare {...props} />);
    await openPanel();
    expect(screen.getByRole("link", { name: /WhatsApp/ }).getAttribute("href")).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(screen.queryByRole("textbox", { name: "Embed code" })).not.toBeInTheDocument();
  });

  it("server render: the button and the closed panel, whose content comes on its first opening", () => {
    const html = renderToString(
      <NextIntlClientProvider locale="en" messages={{ share: en.share }} timeZone="Europe/Paris">
        <ItemShare {...props} />
      </NextIntlClientProvider>,
    );
    expect(html).toContain("Share this testimony");
    expect(html).toMatch(/aria-expanded="false"/);
    expect(html).not.toContain("Facebook");
    expect(html).not.toContain("Embed code");
  });

  it("copies the link and says so", async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    renderItem(<ItemShare {...props} />);
    await user.click(screen.getByRole("button", { name: "Share" }));
    await user.click(await screen.findByRole("button", { name: "Copy the link" }));
    expect(writeText).toHaveBeenCalledWith(props.url);
    expect(await screen.findByRole("status")).toHaveTextContent("Link copied to the clipboard.");
  });

  it("escapes the title in the embed code", async () => {
    renderItem(<ItemShare {...props} name={'A "quoted" <name>'} />);
    await openPanel();
    const code = (screen.getByRole("textbox", { name: "Embed code" }) as HTMLTextAreaElement).value;
    expect(code).toContain('title="A &quot;quoted&quot; &lt;name&gt; – video"');
  });
});
