"use client";
// A client component: not-found boundaries are prerendered apart from the page, where the
// server-side locale (setRequestLocale) is not set; the client provider has the messages.
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { useSiteName } from "./site-name";

/** Spec §2 not-found: title 'Page not found', the 404 text, a button back to /. */
export function NotFoundView({ namespace = "notFound", title = true }: { namespace?: "notFound" | "categoryNotFound"; title?: boolean }) {
  const t = useTranslations(namespace);
  const siteName = useSiteName();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      {/* not-found files cannot export metadata: React hoists this <title> into <head> (WCAG 2.4.2).
          A page that can (components/layout/not-found-answer.tsx) gives its own. */}
      {title ? <title>{siteName ? `${t("title")} – ${siteName}` : t("title")}</title> : null}
      <h1 className="text-3xl font-light">{t("title")}</h1>
      <p className="text-muted">{t("text")}</p>
      <Link href="/" className="inline-flex min-h-touch items-center rounded bg-primary px-5 font-medium text-on-primary">
        {t("home")}
      </Link>
    </section>
  );
}
