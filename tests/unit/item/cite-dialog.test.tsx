// The Cite button and its dialog (components/item/cite-button.tsx, cite-dialog.tsx, loaded on the first press): three styles at the player's time, copy with a
// toast, BibTeX and RIS files made in the browser, focus kept inside and given back on Escape.
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CiteButton } from "@/components/item/cite-button";
import { citationSource } from "@/lib/citations/citation-source";
import { setPlayerTime } from "@/lib/player/current-time";
import en from "@/messages/en.json";
import { intlRenderer } from "../helpers/intl";

jest.mock("@/components/ui/toast", () => ({ toast: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() }) }));
const { toast } = jest.requireMock("@/components/ui/toast") as { toast: jest.Mock & { success: jest.Mock; error: jest.Mock } };

const render = intlRenderer({ cite: en.cite });
const URL_EN = "http://localhost:3000/witness-interview-ab12";
const item = {
  content_object: {
    name: "Witness interview",
    custom_fields: { forename: "Zofia", recording_date: "2004-03-12", recording_place: "Kraków" },
  },
} as unknown as Parameters<typeof citationSource>[0];
const source = citationSource(item, { name: "Testimony Archive" }, URL_EN, "en");

const saved: Array<{ name: string; blob: Blob }> = [];
beforeAll(() => {
  let last: Blob | null = null;
  Object.defineProperty(URL, "createObjectURL", { configurable: true, value: (blob: Blob) => ((last = blob), "blob:citation") });
  Object.defineProperty(URL, "revokeObjectURL", { configurable: true, value: () => undefined });
  jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    if (last) saved.push({ name: this.download, blob: last });
  });
});
beforeEach(() => {
  saved.length = 0;
  jest.clearAllMocks();
  act(() => setPlayerTime(0));
});

const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

async function open() {
  await userEvent.click(screen.getByRole("button", { name: "Cite" }));
  return screen.findByRole("dialog", { name: "Cite this testimony" });
}

describe("CiteButton", () => {
  it("shows the three styles with the player's time code and a link to that moment", async () => {
    render(<CiteButton source={source} slug="witness-interview-ab12" />);
    act(() => setPlayerTime(75));
    const dialog = await open();
    expect(within(dialog).getByText(/The citation points to 1:15 in the video\./)).toBeInTheDocument();
    for (const style of ["chicago", "apa", "mla"]) {
      const text = within(dialog).getByTestId(`citation-${style}`).textContent ?? "";
      expect(text).toContain("1:15");
      expect(text).toContain(`${URL_EN}?t=75`);
      expect(text).toContain("Zofia");
    }
    expect(within(dialog).getByRole("heading", { name: "APA" })).toBeInTheDocument();
    // APA's title in italics.
    expect(within(dialog).getByTestId("citation-apa").querySelector("i")).toHaveTextContent("Witness interview");
  });

  it("without a time code, cites the page and says how to cite a moment", async () => {
    render(<CiteButton source={source} slug="witness-interview-ab12" />);
    const dialog = await open();
    expect(within(dialog).getByText(/pause it there and open this window again/)).toBeInTheDocument();
    expect(within(dialog).getByTestId("citation-chicago").textContent).not.toContain("?t=");
  });

  it("copies a style as plain text and says so", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    render(<CiteButton source={source} slug="witness-interview-ab12" />);
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole("button", { name: "Copy the MLA citation" }));
    expect(writeText).toHaveBeenCalledWith(within(dialog).getByTestId("citation-mla").textContent);
    expect(toast.success).toHaveBeenCalledWith("MLA citation copied to the clipboard.");
  });

  it("a refused copy is an error toast", async () => {
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: jest.fn().mockRejectedValue(new Error("no")) },
    });
    render(<CiteButton source={source} slug="witness-interview-ab12" />);
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole("button", { name: "Copy the Chicago citation" }));
    expect(toast.error).toHaveBeenCalledWith("The citation could not be copied. Select it and copy it yourself.");
  });

  it("downloads BibTeX and RIS files named after the item", async () => {
    render(<CiteButton source={source} slug="witness-interview-ab12" />);
    act(() => setPlayerTime(75));
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole("button", { name: "Download BibTeX (.bib)" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Download RIS (.ris)" }));
    expect(saved.map((file) => file.name)).toEqual(["witness-interview-ab12.bib", "witness-interview-ab12.ris"]);
    const [bib, ris] = await Promise.all(saved.map((file) => readBlob(file.blob)));
    expect(bib).toMatch(/^@misc\{zofia2004,\n {2}author = \{\{Zofia\}\},/);
    expect(bib).toContain(`url = {${URL_EN}?t=75}`);
    expect(ris).toMatch(/^TY {2}- VIDEO\r\nAU {2}- Zofia\r\n/);
    expect(ris).toContain("N1  - Time code 1:15\r\n");
    expect(saved[0]!.blob.type).toBe("application/x-bibtex;charset=utf-8");
  });

  it("keeps focus inside and gives it back to the Cite button on Escape", async () => {
    render(<CiteButton source={source} slug="witness-interview-ab12" />);
    const dialog = await open();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 10; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cite" })).toHaveFocus();
  });
});
