import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import type { ReactElement } from "react";
import { LanguageSwitcher } from "@/components/layout/language-switcher";
import fr from "@/messages/fr.json";
import { pathnameMock, renderWithIntl, searchParamsMock } from "./test-utils";

// next-intl's Link receives the target `locale` (it prefixes the href and writes the cookie); the
// fake shows it as data-locale so that the tests can check it is passed.
jest.mock("@/lib/i18n/navigation", () => {
  const { createElement } = require("react");
  const { navigationMock } = require("./test-utils");
  return {
    ...navigationMock,
    Link: ({ locale, ...props }: { locale?: string }) => createElement(navigationMock.Link, { ...props, "data-locale": locale }),
  };
});
jest.mock("next/navigation", () => require("./test-utils").nextNavigationMock);

beforeEach(() => {
  pathnameMock.current = "/search";
  searchParamsMock.current = new URLSearchParams("q=village&page=2");
});

function renderInFrench(ui: ReactElement) {
  return render(
    <NextIntlClientProvider locale="fr" messages={{ layout: fr.layout }} timeZone="Europe/Paris">
      {ui}
    </NextIntlClientProvider>,
  );
}

describe("LanguageSwitcher", () => {
  it("on an English page, links to the same page and query in French, named in French", () => {
    renderWithIntl(<LanguageSwitcher className="bar" />);
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(1);
    const link = screen.getByRole("link", { name: "Français (this page in French)" });
    expect(link).toHaveAttribute("href", "/search?q=village&page=2");
    expect(link).toHaveAttribute("data-locale", "fr");
    expect(link).toHaveAttribute("hreflang", "fr");
    expect(link).toHaveAttribute("lang", "fr");
    expect(link).not.toHaveAttribute("aria-current");
    expect(link).toHaveClass("bar");
    // The screen-reader hint is in the page's language, not the link's.
    expect(screen.getByText("(this page in French)", { exact: false })).toHaveAttribute("lang", "en");
  });

  it("on a French page, links to the same page and query in English, named in English", () => {
    renderInFrench(<LanguageSwitcher className="bar" />);
    const link = screen.getByRole("link", { name: "English (cette page en anglais)" });
    expect(link).toHaveAttribute("href", "/search?q=village&page=2");
    expect(link).toHaveAttribute("data-locale", "en");
    expect(link).toHaveAttribute("hreflang", "en");
    expect(link).toHaveAttribute("lang", "en");
    expect(screen.queryByRole("link", { name: /Français/ })).not.toBeInTheDocument();
  });

  it("adds no question mark without a query", () => {
    pathnameMock.current = "/";
    searchParamsMock.current = new URLSearchParams();
    renderWithIntl(<LanguageSwitcher className="bar" />);
    expect(screen.getByRole("link", { name: /^Français/ })).toHaveAttribute("href", "/");
  });

  it("follows the query when it changes without a new page", () => {
    const { rerender } = renderWithIntl(<LanguageSwitcher className="bar" />);
    searchParamsMock.current = new URLSearchParams("q=forest");
    rerender(<LanguageSwitcher className="bar" />);
    expect(screen.getByRole("link", { name: /^Français/ })).toHaveAttribute("href", "/search?q=forest");
  });

  it("is reached with Tab and followed with Enter", async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderWithIntl(
      <div onClickCapture={onClick}>
        <LanguageSwitcher className="bar" />
      </div>,
    );
    await user.tab();
    expect(screen.getByRole("link", { name: /^Français/ })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
