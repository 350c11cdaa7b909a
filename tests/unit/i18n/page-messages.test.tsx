// A page's messages add to the site layout's: a nested NextIntlClientProvider alone would replace
// them. The page's client components read both, with the layout's locale and time zone.
import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider, useFormatter, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { MessagesScope } from "@/components/i18n/messages-scope";
import { PageMessages } from "@/components/i18n/page-messages";
import { pickMessages, SHELL_NAMESPACES } from "@/lib/i18n/client-messages";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";

function Probe() {
  const layout = useTranslations("layout");
  const item = useTranslations("item");
  const format = useFormatter();
  return (
    <p>
      {`${layout("skipToContent")}|${item("breadcrumbHome")}|`}
      {format.dateTime(new Date("2024-01-01T23:30:00Z"), { hour: "2-digit", minute: "2-digit", hourCycle: "h23" })}
    </p>
  );
}

function Shell({ locale, children }: { locale: "en" | "fr"; children: ReactNode }) {
  const messages = pickMessages(locale === "en" ? en : fr, SHELL_NAMESPACES);
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/Paris">
      {children}
    </NextIntlClientProvider>
  );
}

it("gives a page's client components the shell's namespaces and its own", () => {
  render(
    <Shell locale="en">
      <MessagesScope messages={{ item: en.item }}>
        <Probe />
      </MessagesScope>
    </Shell>,
  );
  // The time zone is the layout's (Paris: 00:30 the next day), not the test machine's.
  expect(screen.getByText(`${en.layout.skipToContent}|${en.item.breadcrumbHome}|00:30`)).toBeInTheDocument();
});

it("picks the route's namespaces from the page's locale", () => {
  render(
    <Shell locale="fr">
      <PageMessages locale="fr" namespaces={["item"]}>
        <Probe />
      </PageMessages>
    </Shell>,
  );
  expect(screen.getByText(`${fr.layout.skipToContent}|${fr.item.breadcrumbHome}|00:30`)).toBeInTheDocument();
});
