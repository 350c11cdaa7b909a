import { render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { helpPageApplies } from "@/lib/help/profile";
import { HelpTutorial, type TutorialId } from "@/components/help/help-tutorial";
import { TermsContent } from "@/components/help/terms-content";
import { WhatIsContent } from "@/components/help/what-is-content";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import { ARCHIVE, PAID_USERS, STUDIO } from "./profiles";

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
    const { container } = renderIn(locale, <WhatIsContent {...SITE} paid={false} />);
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(3);
    expect(container.querySelector("source")).toHaveAttribute("src", "/help/videos/what-is.mp4");
  });

  it.each(["createAccount", "request", "search"] satisfies TutorialId[])("renders the %s tutorial", (id) => {
    const { container } = renderIn(locale, <HelpTutorial tutorial={id} {...SITE} profile={ARCHIVE} />);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(container.querySelector("video")).not.toBeNull();
    const stepsRegion = screen.getByRole("region", { name: LOCALES[locale].help.steps });
    const steps = within(stepsRegion).getAllByRole("listitem");
    expect(steps.length).toBeGreaterThanOrEqual(5);
  });

  it("renders what-is for a paid channel: three generic sections, no archive video", () => {
    const { container } = renderIn(locale, <WhatIsContent siteName="Test Channel" siteUrl="https://channel.test" paid />);
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(3);
    expect(container.querySelector("video")).toBeNull();
    expect(container).toHaveTextContent("Test Channel");
    expect(container).not.toHaveTextContent(/Second World War|Seconde Guerre mondiale|non-profit|but non lucratif/);
  });

  it("renders the buy tutorial on a paid site, with its steps and without a video", () => {
    const { container } = renderIn(locale, <HelpTutorial tutorial="buy" {...SITE} profile={STUDIO} />);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(container.querySelector("video")).toBeNull();
    const stepsRegion = screen.getByRole("region", { name: LOCALES[locale].help.steps });
    expect(within(stepsRegion).getAllByRole("listitem")).toHaveLength(6);
    expect(stepsRegion).toHaveTextContent(LOCALES[locale].cart.checkout);
  });
});

it("links the request tutorial's first step to the account tutorial", () => {
  renderIn("en", <HelpTutorial tutorial="request" {...SITE} profile={ARCHIVE} />);
  expect(screen.getByRole("link", { name: "create one" })).toHaveAttribute("href", "/help/tutos/create-account");
});

it("points the request tutorial to invitations where registration is off", () => {
  renderIn("en", <HelpTutorial tutorial="request" {...SITE} profile={PAID_USERS} />);
  expect(screen.queryByRole("link", { name: "create one" })).toBeNull();
  expect(screen.getByText(/accounts are by invitation/)).toBeInTheDocument();
});

function seeAlsoTargets(): (string | null)[] {
  const nav = screen.getByRole("navigation", { name: "See also" });
  return within(nav)
    .getAllByRole("link")
    .map((link) => link.getAttribute("href"));
}

it("lists only the archive's own help pages under See also", () => {
  renderIn("en", <HelpTutorial tutorial="search" {...SITE} profile={ARCHIVE} />);
  expect(seeAlsoTargets()).toEqual([
    "/help/faq",
    "/help/tutos/create-account",
    "/help/tutos/request",
    "/help/what-is-intestimony",
    "/help/terms",
  ]);
});

it("lists the buy tutorial, and neither the account nor the request one, on a paid password site", () => {
  renderIn("en", <HelpTutorial tutorial="search" {...SITE} profile={STUDIO} />);
  expect(seeAlsoTargets()).toEqual(["/help/faq", "/help/tutos/buy", "/help/what-is-intestimony", "/help/terms"]);
  expect(screen.getByRole("link", { name: "Buying or subscribing" })).toHaveAttribute("href", "/help/tutos/buy");
});

it("answers which help pages apply to a site (the others are a 404)", () => {
  expect(helpPageApplies("/help/tutos/create-account", ARCHIVE)).toBe(true);
  expect(helpPageApplies("/help/tutos/request", ARCHIVE)).toBe(true);
  expect(helpPageApplies("/help/tutos/buy", ARCHIVE)).toBe(false);
  expect(helpPageApplies("/help/tutos/create-account", STUDIO)).toBe(false);
  expect(helpPageApplies("/help/tutos/request", STUDIO)).toBe(false);
  expect(helpPageApplies("/help/tutos/buy", STUDIO)).toBe(true);
  expect(helpPageApplies("/help/tutos/create-account", PAID_USERS)).toBe(false);
  for (const path of ["/help/faq", "/help/tutos/search", "/help/what-is-intestimony", "/help/terms"]) {
    expect(helpPageApplies(path, STUDIO)).toBe(true);
  }
});
