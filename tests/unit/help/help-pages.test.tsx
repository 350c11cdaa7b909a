import { render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { HelpTutorial, type TutorialId } from "@/components/help/help-tutorial";
import { TermsContent } from "@/components/help/terms-content";
import { WhatIsContent } from "@/components/help/what-is-content";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";

const SITE = { siteName: "Test Archive", siteUrl: "https://archive.test" };
const LOCALES = { en, fr } as const;

function renderIn(locale: keyof typeof LOCALES, ui: ReactNode) {
  const { help, terms, whatIs, tutos, layout } = LOCALES[locale];
  return render(
    <NextIntlClientProvider
      locale={locale}
      messages={{ help, terms, whatIs, tutos, layout }}
      // A missing key or value must fail the test rather than print a fallback.
      onError={(error) => {
        throw error;
      }}
    >
      {ui}
    </NextIntlClientProvider>,
  );
}

describe.each(["en", "fr"] as const)("help pages in %s", (locale) => {
  it("renders the five sections of the terms of use, with the citation example", () => {
    renderIn(locale, <TermsContent {...SITE} />);
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(5);
    const videos = document.getElementById("use-of-video-testimonies");
    expect(videos).not.toBeNull();
    expect(videos).toHaveTextContent("Test Archive, https://archive.test/");
  });

  it("renders what-is with the promotional video and three sections", () => {
    const { container } = renderIn(locale, <WhatIsContent {...SITE} />);
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(3);
    expect(container.querySelector("source")).toHaveAttribute("src", "/help/videos/what-is.mp4");
  });

  it.each(["createAccount", "request", "search"] satisfies TutorialId[])("renders the %s tutorial", (id) => {
    const { container } = renderIn(locale, <HelpTutorial tutorial={id} {...SITE} />);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(container.querySelector("video")).not.toBeNull();
    const stepsRegion = screen.getByRole("region", { name: LOCALES[locale].help.steps });
    const steps = within(stepsRegion).getAllByRole("listitem");
    expect(steps.length).toBeGreaterThanOrEqual(5);
  });
});

it("links the request tutorial's first step to the account tutorial", () => {
  renderIn("en", <HelpTutorial tutorial="request" {...SITE} />);
  expect(screen.getByRole("link", { name: "create one" })).toHaveAttribute("href", "/help/tutos/create-account");
});
