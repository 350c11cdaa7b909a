import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { LanguageFilter } from "@/components/search/language-filter";
import type { SearchLanguage } from "@/lib/search/params";
import { renderWithProviders } from "../catalogue/test-utils";

function Harness({ onChange }: { onChange: (languages: SearchLanguage[]) => void }) {
  const [selected, setSelected] = useState<SearchLanguage[]>([]);
  return (
    <LanguageFilter
      selected={selected}
      onChange={(next) => {
        setSelected(next);
        onChange(next);
      }}
    />
  );
}

const NAMES = ["French", "English", "Polish", "Russian", "Latvian", "Lithuanian", "Romanian", "Ukrainian"];

describe("LanguageFilter", () => {
  it("offers the eight languages as a labelled group of checkboxes named `languages`", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness onChange={jest.fn()} />);
    await user.click(screen.getByText("All languages"));
    const group = screen.getByRole("group", { name: "Languages" });
    const boxes = screen.getAllByRole("checkbox");
    expect(boxes.map((box) => box.closest("label")?.textContent)).toEqual(NAMES);
    expect(boxes.map((box) => box.getAttribute("value"))).toEqual(["fr", "en", "pl", "ru", "lv", "lt", "ro", "uk"]);
    for (const box of boxes) expect(box).toHaveAttribute("name", "languages");
    expect(group).toContainElement(boxes[0]!);
  });

  it("selects several, summarises them, and clears them", async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    await user.click(screen.getByText("All languages"));

    await user.click(screen.getByRole("checkbox", { name: "Russian" }));
    await user.click(screen.getByRole("checkbox", { name: "English" }));
    expect(onChange).toHaveBeenLastCalledWith(["en", "ru"]);
    expect(screen.getByText("English, Russian")).toBeInTheDocument();

    await user.click(screen.getByRole("checkbox", { name: "Latvian" }));
    expect(screen.getByText("3 languages")).toBeInTheDocument();

    await user.click(screen.getByRole("checkbox", { name: "English" }));
    expect(onChange).toHaveBeenLastCalledWith(["ru", "lv"]);

    await user.click(screen.getByRole("button", { name: "Clear languages" }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByText("All languages")).toBeInTheDocument();
  });

  it("is keyboard usable: Space toggles a box, Escape closes the panel", async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const { container } = renderWithProviders(<Harness onChange={onChange} />);
    const details = container.querySelector("details")!;
    await user.click(screen.getByText("All languages"));
    expect(details.open).toBe(true);

    screen.getByRole("checkbox", { name: "Polish" }).focus();
    await user.keyboard(" ");
    expect(onChange).toHaveBeenLastCalledWith(["pl"]);

    await user.keyboard("{Escape}");
    expect(details.open).toBe(false);
  });
});
