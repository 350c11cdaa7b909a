// An access ended by a refund (docs/buyers.md: refunded_at, My List's access_status "refunded"): My
// List files it under "Refunded" with the day, the item's overlay says it instead of an expiry; dates
// in the page's language.
import { render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { AccessCard } from "@/components/my-list/access-card";
import { AccessOverlay } from "@/components/item/access-overlay";
import type { AccessEntry } from "@/lib/api/schemas";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import { paidItem } from "../cart/cart-test-utils";

jest.mock("@/lib/i18n/navigation", () => require("../helpers/navigation-mock").navigationMock);

const REFUNDED_AT = "2026-03-05T12:00:00.000Z";
const NOW = new Date("2026-03-06T12:00:00.000Z");

function refundedEntry(overrides: Partial<AccessEntry> = {}): AccessEntry {
  return {
    ...paidItem(1),
    has_access: false,
    access_status: "refunded",
    refusal_reason: null,
    requested_at: null,
    access_source: "purchase",
    refunded_at: REFUNDED_AT,
    ...overrides,
  };
}

function renderIn(locale: "en" | "fr", ui: React.ReactElement) {
  const messages = locale === "en" ? en : fr;
  return render(
    <NextIntlClientProvider locale={locale} messages={{ myList: messages.myList, item: messages.item }} timeZone="Europe/Paris">
      {ui}
    </NextIntlClientProvider>,
  );
}

describe("a refunded access", () => {
  it.each([
    ["en", "Refunded", "Refunded on March 5, 2026"],
    ["fr", "Remboursé", "Remboursé le 5 mars 2026"],
  ] as const)("My List (%s): the badge, the day of the refund, not playable", (locale, badge, day) => {
    renderIn(locale, <AccessCard entry={refundedEntry()} locale={locale} now={NOW} onRenew={jest.fn()} />);
    const card = screen.getByRole("article");
    expect(card).toHaveAttribute("data-status", "refunded");
    expect(within(card).getByText(badge)).toBeInTheDocument();
    expect(within(card).getByText(day).tagName).toBe("TIME");
    expect(within(card).getByText(day)).toHaveAttribute("datetime", REFUNDED_AT);
  });

  it.each([
    ["en", "Refunded on March 5, 2026"],
    ["fr", "Remboursé le 5 mars 2026"],
  ] as const)("the item's overlay (%s) says the refund instead of the end of the access", (locale, text) => {
    const item = paidItem(1);
    renderIn(
      locale,
      <AccessOverlay
        overlay={{ kind: "paying", buy: true, subscribe: false }}
        item={item}
        actions={{ onBuy: jest.fn() }}
        expiredOn="4 mars 2026"
        refundedOn={locale === "en" ? "March 5, 2026" : "5 mars 2026"}
      />,
    );
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByText(/4 mars 2026/)).not.toBeInTheDocument();
    // No "Already bought?" where purchases belong to accounts (no such action handed in).
    expect(screen.queryByRole("button", { name: en.item.getPurchases })).not.toBeInTheDocument();
  });
});
