import { screen } from "@testing-library/react";
import { TESTIMONIAL_LAYOUTS, TestimonialsBlock } from "@/components/blocks/testimonials-block";
import { block, entries, installDomShims, queryCarousel, renderWithIntl, white } from "./test-utils";

beforeAll(installDomShims);

function renderTestimonials(layout: string) {
  return renderWithIntl(
    <TestimonialsBlock block={block("Testimonials", { title: "What users say", layout, entries, background: white })} />,
  );
}

describe("TestimonialsBlock", () => {
  it.each(TESTIMONIAL_LAYOUTS)("%s shows each quote with its author and role", (layout) => {
    const { container } = renderTestimonials(layout);
    expect(screen.getByRole("heading", { level: 2, name: "What users say" })).toBeInTheDocument();
    expect(container.querySelectorAll("figure")).toHaveLength(3);
    expect(Array.from(container.querySelectorAll("blockquote")).map((quote) => quote.textContent)).toEqual([
      "Follow the categories.",
      "Search names and places.",
      "Ask for access.",
    ]);
    expect(screen.getByText("Request")).toBeInTheDocument();
    expect(screen.getByText("From My List")).toBeInTheDocument();
  });

  it("slider is a carousel; the other layouts are lists", () => {
    const { unmount } = renderTestimonials("slider");
    expect(queryCarousel("What users say")).not.toBeNull();
    unmount();
    for (const layout of ["card", "list", "list-avatar-both-sides"]) {
      const view = renderTestimonials(layout);
      expect(queryCarousel("What users say")).toBeNull();
      expect(screen.getAllByRole("listitem")).toHaveLength(3);
      view.unmount();
    }
  });

  it("list-avatar-both-sides alternates the avatar's side; list keeps it left", () => {
    const { container, unmount } = renderTestimonials("list-avatar-both-sides");
    const sides = (root: HTMLElement) =>
      Array.from(root.querySelectorAll("figure")).map((figure) => figure.classList.contains("flex-row-reverse"));
    expect(sides(container)).toEqual([false, true, false]);
    unmount();
    const list = renderTestimonials("list");
    expect(sides(list.container)).toEqual([false, false, false]);
  });
});
