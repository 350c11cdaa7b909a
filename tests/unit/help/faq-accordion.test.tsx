import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { FaqAccordion } from "@/components/help/faq-accordion";
import type { HelpProfile } from "@/lib/help/profile";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import { ARCHIVE, PAID_USERS, STUDIO } from "./profiles";

const SITE = { siteName: "Test Archive", siteUrl: "https://archive.test" };

function renderFaq(locale: "en" | "fr" = "en", profile: HelpProfile = ARCHIVE) {
  const messages = locale === "en" ? en : fr;
  return render(
    <NextIntlClientProvider
      locale={locale}
      messages={{ faq: messages.faq }}
      // A missing key or value must fail the test rather than print a fallback.
      onError={(error) => {
        throw error;
      }}
    >
      <FaqAccordion {...SITE} profile={profile} />
    </NextIntlClientProvider>,
  );
}

/** The <details> element whose summary is this question. */
function questionDetails(name: string): HTMLElement {
  const details = screen.getByText(name).closest("details");
  if (!details) throw new Error(`No <details> for ${name}`);
  return details;
}

function groupHeadings(): (string | null)[] {
  return screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
}

function linkTargets(): (string | null)[] {
  return screen.queryAllByRole("link").map((link) => link.getAttribute("href"));
}

describe("FaqAccordion", () => {
  it("renders the three groups of spec §2, each with at least four questions", () => {
    renderFaq();
    const headings = groupHeadings();
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

  it("keeps the archive's account answers, with registration and the forgotten-password link", () => {
    renderFaq();
    expect(questionDetails("How do I create an account?")).toHaveTextContent("then Create an account");
    expect(questionDetails("I forgot my password. What should I do?")).toHaveTextContent("click Forgot password");
    expect(screen.queryByText("How do I buy a testimony?")).toBeNull();
    expect(linkTargets()).not.toContain("/help/tutos/buy");
  });
});

describe("FaqAccordion on a paid site with a shared site password", () => {
  it.each([
    ["en", ["Video testimony", "Buying and subscriptions", "Signing in", "Search engine"]],
    ["fr", ["Témoignage vidéo", "Achats et abonnements", "Connexion", "Moteur de recherche"]],
  ] as const)("shows the buying group in %s", (locale, headings) => {
    renderFaq(locale, STUDIO);
    expect(groupHeadings()).toEqual(headings);
    const buying = screen.getByRole("region", { name: headings[1] });
    expect(buying.querySelectorAll("details")).toHaveLength(8);
  });

  it("answers how to buy, rentals, downloads, subscriptions, My list, receipts and refunds", () => {
    renderFaq("en", STUDIO);
    expect(questionDetails("How do I buy a testimony?")).toHaveTextContent("click Buy");
    expect(questionDetails("How do I buy a testimony?")).toHaveTextContent("then click Checkout");
    expect(questionDetails("What does the rental period mean?")).toHaveTextContent("An access marked Unlimited has no end date.");
    expect(questionDetails("Which downloads does a purchase include?")).toHaveTextContent("HD gives you a high-definition video file");
    expect(questionDetails("How do subscriptions work?")).toHaveTextContent("price per month or per year");
    expect(questionDetails("Where do I find what I have bought?")).toHaveTextContent("marked as expired");
    expect(questionDetails("Will I receive a receipt?")).toHaveTextContent("a receipt is sent by e-mail");
    expect(questionDetails("Can I get a refund?")).toHaveTextContent("A refund ends the access");
    expect(within(questionDetails("How do I buy a testimony?")).getByRole("link", { name: "buy or subscribe tutorial" })).toHaveAttribute(
      "href",
      "/help/tutos/buy",
    );
  });

  it("leaves out access requests, registration and the forgotten-password link", () => {
    const { container } = renderFaq("en", STUDIO);
    expect(container).not.toHaveTextContent(/request/i);
    expect(screen.queryByText("How do I create an account?")).toBeNull();
    expect(screen.queryByText("I forgot my password. What should I do?")).toBeNull();
    expect(linkTargets()).not.toContain("/help/tutos/request");
    expect(linkTargets()).not.toContain("/help/tutos/create-account");
    expect(questionDetails("How do I sign in?")).toHaveTextContent("one password, shared by all its viewers and given by the organisation");
    expect(questionDetails("I forgot the site password. What should I do?")).toHaveTextContent("ask the organisation");
    // The shared account's subscriptions are cancelled from My subscription too.
    expect(questionDetails("How do I cancel my subscription?")).toHaveTextContent("choose My subscription");
  });

  it("leaves out access requests in French too", () => {
    const { container } = renderFaq("fr", STUDIO);
    expect(container).not.toHaveTextContent(/Demander l’accès|demande d’accès|demandes d’accès/);
    expect(questionDetails("Comment acheter un témoignage ?")).toHaveTextContent("Passer au paiement");
  });
});

describe("FaqAccordion on a paid site with personal accounts", () => {
  it("cancels from My subscription and points to invitations instead of registration", () => {
    renderFaq("en", PAID_USERS);
    expect(groupHeadings()).toEqual(["Video testimony", "Buying and subscriptions", "Account and testimony request", "Search engine"]);
    expect(questionDetails("How do I cancel my subscription?")).toHaveTextContent("choose My subscription");
    expect(questionDetails("How do I create an account?")).toHaveTextContent("by invitation only");
    expect(linkTargets()).not.toContain("/help/tutos/create-account");
  });
});
