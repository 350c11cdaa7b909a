"use client";
// The language switcher of the top bar and the drawer: a link per other language to the same page
// and query. An explicit choice outranks the browser's language: next-intl's Link with `locale`
// writes the NEXT_LOCALE cookie on click (a page's own answer never sets it: it is public and
// cached, proxy.ts), and its href carries the locale prefix (/en/search is redirected to /search,
// and that redirect writes the cookie too). The proxy reads the cookie before Accept-Language, so
// "/" no longer redirects to /fr.
import { mdiTranslate } from "@/components/ui/icons";
import { useLocale, useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { Suspense, useEffect, useState } from "react";
import { Icon } from "@/components/ui/icon";
import { Link, usePathname } from "@/lib/i18n/navigation";
import { routing, type AppLocale } from "@/lib/i18n/routing";

/** Each language's name in that language: what its readers look for. */
const LANGUAGE_NAMES: Record<AppLocale, string> = { en: "English", fr: "Français" };

type Props = { className: string; iconSize?: number };

export function LanguageSwitcher(props: Props) {
  // useSearchParams opts out of the static render up to a Suspense boundary, and what is inside one
  // is rendered anew in the browser: a press on a link there while the page hydrates was lost (the
  // link it hit was replaced). So the links hydrate from the server's markup, without the query,
  // and a watcher inside the boundary hands them the query once the page runs, and on each change.
  const [search, setSearch] = useState("");
  return (
    <>
      <LanguageLinks {...props} search={search} />
      <Suspense fallback={null}>
        <QueryWatcher onChange={setSearch} />
      </Suspense>
    </>
  );
}

function QueryWatcher({ onChange }: { onChange: (search: string) => void }) {
  const search = useSearchParams().toString();
  useEffect(() => onChange(search), [search, onChange]);
  return null;
}

function LanguageLinks({ className, iconSize = 20, search }: Props & { search: string }) {
  const t = useTranslations("layout");
  const current = useLocale();
  const pathname = usePathname();
  const href = search ? `${pathname}?${search}` : pathname;

  return routing.locales
    .filter((locale) => locale !== current)
    .map((locale) => (
      <Link key={locale} href={href} locale={locale} hrefLang={locale} lang={locale} className={className}>
        <Icon path={mdiTranslate} size={iconSize} />
        {LANGUAGE_NAMES[locale]}
        {/* In the page's language, so that a screen reader says it with the right voice. */}
        <span className="sr-only" lang={current}>
          {` (${t("otherLanguage", { locale })})`}
        </span>
      </Link>
    ));
}
