import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { customFieldTabs } from "@/components/item/custom-fields";
import { CustomFieldsTabs } from "@/components/item/custom-fields-tabs";
import { renderItem } from "./test-utils";

const fields = {
  forename: "Maria",
  birth_year: 1927,
  birth_place: "Village A1",
  region: "",
  country: "Ukraine",
  during_the_wars: "Lived in the home village",
  recording_place: "Town A2",
  recording_date: "2012-06-14",
  duration: "01:02:03",
  languages: ["uk", "ru"],
  evidence_link: "https://evidence.example.org/records/00001",
  names_mentioned: [],
};

describe("customFieldTabs", () => {
  it("splits witness and technical fields, formats them, and drops empty ones", () => {
    const tabs = customFieldTabs(fields, "en");
    expect(tabs.witness.map((r) => r.key)).toEqual(["forename", "birth_year", "birth_place", "country", "during_the_wars"]);
    expect(tabs.technical).toEqual([
      { key: "recording_place", value: "Town A2" },
      { key: "recording_date", value: "June 14, 2012" },
      { key: "duration", value: "01:02:03" },
      { key: "languages", value: "Ukrainian, Russian" },
      { key: "evidence_link", value: fields.evidence_link, href: fields.evidence_link },
    ]);
  });

  it("formats in French on French pages", () => {
    const tabs = customFieldTabs(fields, "fr");
    expect(tabs.technical.find((r) => r.key === "recording_date")?.value).toBe("14 juin 2012");
    expect(tabs.technical.find((r) => r.key === "languages")?.value).toBe("Ukrainien, Russe");
  });

  it("never links something that is not a web address", () => {
    const tabs = customFieldTabs({ evidence_link: "javascript:alert(1)" }, "en");
    expect(tabs.technical).toEqual([{ key: "evidence_link", value: "javascript:alert(1)" }]);
  });
});

describe("CustomFieldsTabs", () => {
  it("is a tablist: aria-selected, one tab stop, its panel shown", () => {
    renderItem(<CustomFieldsTabs tabs={customFieldTabs(fields, "en")} />);
    const [witness, technical] = screen.getAllByRole("tab");
    expect(witness).toHaveAccessibleName("Witness");
    expect(technical).toHaveAccessibleName("Technical");
    expect(witness).toHaveAttribute("aria-selected", "true");
    expect(witness).toHaveAttribute("tabindex", "0");
    expect(technical).toHaveAttribute("tabindex", "-1");
    const panel = screen.getByRole("tabpanel");
    expect(panel).toHaveAccessibleName("Witness");
    expect(panel).toHaveTextContent("Maria");
    expect(screen.getByText("Town A2")).not.toBeVisible();
  });

  it("moves with the arrow keys, Home and End, and wraps around", async () => {
    renderItem(<CustomFieldsTabs tabs={customFieldTabs(fields, "en")} />);
    const [witness, technical] = screen.getAllByRole("tab");
    await userEvent.click(witness!);
    await userEvent.keyboard("{ArrowRight}");
    expect(technical).toHaveFocus();
    expect(technical).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Town A2");
    expect(screen.getByRole("link", { name: /evidence\.example\.org/ })).toHaveAttribute("target", "_blank");
    await userEvent.keyboard("{ArrowRight}");
    expect(witness).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(technical).toHaveFocus();
    await userEvent.keyboard("{Home}");
    expect(witness).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{End}");
    expect(technical).toHaveAttribute("aria-selected", "true");
  });

  it("leaves out an empty tab, and renders nothing when both are empty", () => {
    const { container, rerender } = renderItem(<CustomFieldsTabs tabs={customFieldTabs({ recording_place: "Town" }, "en")} />);
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["Technical"]);
    rerender(<CustomFieldsTabs tabs={customFieldTabs({}, "en")} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("keeps both panels' content in the HTML (crawlers, no JavaScript)", () => {
    const { container } = renderItem(<CustomFieldsTabs tabs={customFieldTabs(fields, "en")} />);
    expect(container.textContent).toContain("Maria");
    expect(container.textContent).toContain("Town A2");
  });
});
