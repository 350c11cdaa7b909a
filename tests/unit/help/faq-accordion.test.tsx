import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { FaqAccordion } from "@/components/help/faq-accordion";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";

const SITE = { siteName: "Test Archive", siteUrl: "https://archive.test" };

function renderFaq(locale: "en" | "fr" = "en") {
  const messages = locale === "en" ? en : fr;
  return render(
    <NextIntlClientProvider locale={locale} messages={{ faq: messages.faq }}>
      <FaqAccordion {...SITE} />
    </NextIntlClientProvider>,
  );
}

/** The <details> element whose summary is this question. */
function questionDetails(name: string): HTMLElement {
  const details = screen.getByText(name).closest("details");
  if (!details) throw new Error(`No <details> for ${name}`);
  return details;
}

describe("FaqAccordion", () => {
  it("renders the three groups of spec §2, each with at least four questions", () => {
    renderFaq();
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(["Video testimony", "Account and testimony request", "Search engine"]);
    for (const name of headings) {
      const group = screen.getByRole("region", { name: name ?? "" });
      expect(group.querySelectorAll("details").length).toBeGreaterThanOrEqual(4);
    }
  });

  it("starts with every question closed and opens one on click", async () => {
    const user = userEvent.setup();
    renderFaq();
    for (const details of document.querySelectorAll("details")) expect(details).not.toHaveAttribute("open");

    const details = questionDetails("How many testimonies can I request at once?");
    await user.click(within(details).getByText("How many testimonies can I request at once?"));
    expect(details).toHaveAttribute("open");
    expect(within(details).getByText(/Up to 10 testimonies per request/)).toBeVisible();
  });

  it("links answers to the help pages", async () => {
    const user = userEvent.setup();
    renderFaq();
    const details = questionDetails("Why can’t I watch some testimonies?");
    await user.click(within(details).getByText("Why can’t I watch some testimonies?"));
    expect(within(details).getByRole("link", { name: "request tutorial" })).toHaveAttribute("href", "/help/tutos/request");
  });

  it("fills in the site name and URL, and prefixes French links with /fr", () => {
    renderFaq("fr");
    const details = questionDetails("Puis-je télécharger ou copier un témoignage ?");
    expect(details).toHaveTextContent("vous devez mentionner Test Archive et l’adresse du site, https://archive.test.");
    expect(within(details).getByRole("link", { name: "conditions d’utilisation" })).toHaveAttribute("href", "/fr/help/terms");
  });
});
