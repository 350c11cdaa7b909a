import { screen, within } from "@testing-library/react";
import { Footer, type FooterSite } from "@/components/layout/footer";
import { renderWithIntl } from "./test-utils";

jest.mock("@/lib/i18n/navigation", () => require("./test-utils").navigationMock);

const site: FooterSite = {
  name: "Testimony Archive",
  footer: "A demonstration website.",
  show_legal: true,
  social_links: [
    { kind: "youtube", url: "https://youtube.example.org/@a", label: "YouTube" },
    { kind: "facebook", url: "https://facebook.example.org/a", label: "Facebook" },
    { kind: "instagram", url: "https://instagram.example.org/a", label: "Instagram" },
    { kind: "twitter", url: "https://twitter.example.org/a", label: "X (Twitter)" },
    { kind: "linkedin", url: "https://linkedin.example.org/company/a", label: "LinkedIn" },
  ],
  partners: [
    { name: "Foundation", url: "https://foundation.example.org/", logo: "/p1.svg" },
    { name: "Institute", url: "https://institute.example.org/", logo: "/p2.svg" },
    { name: "Fund", url: "https://fund.example.org/", logo: "/p3.svg" },
  ],
};

describe("Footer", () => {
  it("shows the footer text and the copyright line with the current year", () => {
    renderWithIntl(<Footer site={site} />);
    expect(screen.getByText("A demonstration website.")).toBeInTheDocument();
    expect(screen.getByText(`© Testimony Archive ${new Date().getFullYear()}`)).toBeInTheDocument();
  });

  it("does not group the digits of the year", () => {
    renderWithIntl(<Footer site={site} year={2031} />);
    expect(screen.getByText("© Testimony Archive 2031")).toBeInTheDocument();
  });

  it("shows the legal link only when show_legal is on", () => {
    const { unmount } = renderWithIntl(<Footer site={site} />);
    expect(screen.getByRole("link", { name: "Legal notice" })).toHaveAttribute("href", "/legal");
    unmount();
    renderWithIntl(<Footer site={{ ...site, show_legal: false }} />);
    expect(screen.queryByRole("link", { name: "Legal notice" })).not.toBeInTheDocument();
  });

  it("has five labelled social links opening in a new tab", () => {
    renderWithIntl(<Footer site={site} />);
    const list = screen.getByRole("list", { name: "Follow us" });
    const links = within(list).getAllByRole("link");
    expect(links).toHaveLength(5);
    expect(links.map((link) => link.getAttribute("aria-label"))).toEqual([
      "YouTube (opens in a new tab)",
      "Facebook (opens in a new tab)",
      "Instagram (opens in a new tab)",
      "X (Twitter) (opens in a new tab)",
      "LinkedIn (opens in a new tab)",
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
      expect(link.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    }
  });

  it("shows three partner logos with their names as alt text, linking to their sites", () => {
    renderWithIntl(<Footer site={site} />);
    const logos = within(screen.getByRole("region", { name: "Our partners" })).getAllByRole("img");
    expect(logos.map((img) => img.getAttribute("alt"))).toEqual(["Foundation", "Institute", "Fund"]);
    for (const img of logos) {
      expect(img).toHaveAttribute("width");
      expect(img).toHaveAttribute("height");
    }
    expect(logos[0]!.closest("a")).toHaveAttribute("href", "https://foundation.example.org/");
  });

  it("renders without optional parts", () => {
    renderWithIntl(<Footer site={{ name: "S", footer: null, show_legal: false }} />);
    expect(screen.queryByRole("list", { name: "Follow us" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Our partners" })).not.toBeInTheDocument();
  });
});
