import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { ButtonEditor, ImagesEditor, type ButtonValue, type ImageValue } from "@/components/editor/field-editors";
import { sortAnnouncements } from "@/components/editor/sortable-list";
import { checkUpload } from "@/components/editor/upload-check";
import { defaultButton } from "@/lib/editor/blocks";
import en from "@/messages/en.json";
import { intlRenderer } from "../helpers/intl";

jest.mock("@/lib/api/browser", () => ({ browserApi: { request: jest.fn() } }));

const render = intlRenderer({ editor: en.editor, admin: en.admin }, { swr: true });

describe("upload checks", () => {
  it("refuses a GIF and an 11 MB file, accepts a PNG", () => {
    expect(checkUpload({ type: "image/gif", size: 1000 })).toBe("type");
    expect(checkUpload({ type: "image/jpeg", size: 11 * 1024 * 1024 })).toBe("size");
    expect(checkUpload({ type: "image/png", size: 1000 })).toBeNull();
  });
});

describe("ButtonEditor", () => {
  it("shows what the link will be", async () => {
    const person = userEvent.setup();
    function Harness() {
      const [value, setValue] = useState<ButtonValue>(defaultButton());
      return <ButtonEditor value={value} onChange={setValue} />;
    }
    render(<Harness />);
    expect(screen.getByTestId("link-rule")).toHaveTextContent("No link");
    await person.type(screen.getByLabelText("Link"), "example.org/a");
    expect(screen.getByTestId("link-rule")).toHaveTextContent("The button will open: https://example.org/a");
    await person.clear(screen.getByLabelText("Link"));
    await person.type(screen.getByLabelText("Link"), "/category/x");
    expect(screen.getByTestId("link-rule")).toHaveTextContent("The button will open: /category/x");
  });
});

describe("ImagesEditor (the collage's further pictures)", () => {
  it("adds pictures numbered after the image field, up to the maximum, and removes them", async () => {
    const person = userEvent.setup();
    const seen: ImageValue[][] = [];
    function Harness() {
      const [value, setValue] = useState<ImageValue[]>([]);
      seen.push(value);
      return <ImagesEditor value={value} max={2} onChange={setValue} />;
    }
    render(<Harness />);
    const add = screen.getByRole("button", { name: "Add a picture" });
    await person.click(add);
    await person.click(add);
    expect(screen.getByRole("heading", { name: "Picture 2" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Picture 3" })).toBeInTheDocument();
    expect(add).toBeDisabled();
    expect(seen.at(-1)).toEqual([
      expect.objectContaining({ isDisplayed: true, fileId: null }),
      expect.objectContaining({ isDisplayed: true }),
    ]);
    await person.click(screen.getByRole("button", { name: "Remove picture 2" }));
    expect(seen.at(-1)).toHaveLength(1);
    expect(add).toBeEnabled();
  });
});

describe("sort announcements", () => {
  it("name the row and its position", () => {
    const texts = en.editor.sort;
    const t = (key: keyof typeof texts, values: Record<string, string | number>) =>
      texts[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
    const a = sortAnnouncements(t, ["a", "b", "c"], (id) => id.toUpperCase());
    const active = { id: "a", data: { current: undefined }, rect: { current: { initial: null, translated: null } } };
    const over = {
      id: "c",
      rect: { width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0 },
      disabled: false,
      data: { current: undefined },
    };
    expect(a.onDragStart({ active })).toBe("Picked up A, position 1 of 3.");
    expect(a.onDragEnd({ active, over })).toBe("A dropped at position 3 of 3.");
  });
});
