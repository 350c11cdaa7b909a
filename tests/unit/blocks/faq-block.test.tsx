import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FaqBlock, QUESTION_LAYOUTS } from "@/components/blocks/faq-block";
import { FEATURE_LAYOUTS } from "@/components/blocks/faq-features";
import { block, entries, renderWithIntl, white } from "./test-utils";

function renderFaq(variant: string, layout: string) {
  return renderWithIntl(
    <FaqBlock block={block("Faq", { title: "How it works", subtitle: "Three steps", variant, layout, entries, background: white })} />,
  );
}

describe("FaqBlock, features variant", () => {
  it.each(FEATURE_LAYOUTS.filter((layout) => layout !== "expansion-panels"))("%s shows every feature with its texts", (layout) => {
    const { container } = renderFaq("features", layout);
    expect(screen.getByRole("heading", { level: 2, name: "How it works" })).toBeInTheDocument();
    expect(screen.getByText("Three steps")).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Browse", "Search", "Request"]);
    expect(screen.getByText("From My List")).toBeInTheDocument();
    expect(screen.getByText("Search names and places.")).toBeVisible();
    // Two of the three entries have a picture.
    expect(container.querySelectorAll("img")).toHaveLength(2);
  });

  it("centres the text in grid-text-center only", () => {
    const { unmount } = renderFaq("features", "grid-text-center");
    expect(screen.getByRole("list")).toHaveClass("text-center");
    unmount();
    renderFaq("features", "grid-text-left");
    expect(screen.getByRole("list")).toHaveClass("text-left");
  });

  it("expansion-panels opens each feature from its summary", async () => {
    const user = userEvent.setup();
    const { container } = renderFaq("features", "expansion-panels");
    const panels = container.querySelectorAll("details");
    expect(panels).toHaveLength(3);
    expect(panels[0]).not.toHaveAttribute("open");
    await user.click(within(panels[0] as HTMLElement).getByText("Browse"));
    expect(panels[0]).toHaveAttribute("open");
  });
});

describe("FaqBlock, questions variant", () => {
  it.each(["card-expansion-panels", "expansion-panels"])("%s puts each question in a native disclosure", (layout) => {
    const { container } = renderFaq("questions", layout);
    const summaries = Array.from(container.querySelectorAll("details > summary")).map((summary) => summary.textContent);
    expect(summaries).toEqual(["Browse", "Search", "Request"]);
    expect(screen.getByText("Ask for access.").closest("details")).not.toBeNull();
  });

  it.each(["paragraphs", "card-paragraphs"])("%s shows each question as a heading above its answer", (layout) => {
    const { container } = renderFaq("questions", layout);
    expect(container.querySelector("details")).toBeNull();
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Browse", "Search", "Request"]);
    expect(screen.getByText("Ask for access.")).toBeVisible();
  });

  it("knows every layout of spec §2 and falls back to the first for an unknown one", () => {
    expect(QUESTION_LAYOUTS).toEqual(["card-expansion-panels", "expansion-panels", "paragraphs", "card-paragraphs"]);
    const { container } = renderFaq("questions", "mystery");
    expect(container.querySelectorAll("details")).toHaveLength(3);
  });

  it("renders nothing without entries", () => {
    const { container } = renderWithIntl(<FaqBlock block={block("Faq", { title: "Empty", variant: "questions", entries: [] })} />);
    expect(container).toBeEmptyDOMElement();
  });
});
