"use client";
// A page that failed to render (the content service broke mid-render, say): said in the site's own
// frame and language, with a way to try again. The error's detail stays in the server's log.
import { useTranslations } from "next-intl";
import { useSiteName } from "@/components/layout/site-name";
import { Link } from "@/lib/i18n/navigation";

export default function PageError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const t = useTranslations("errors");
  const siteName = useSiteName();
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <title>{siteName ? `${t("pageTitle")} – ${siteName}` : t("pageTitle")}</title>
      <h1 className="text-3xl font-light">{t("pageTitle")}</h1>
      <p className="text-muted">{t("pageText")}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={retry}
          className="inline-flex min-h-touch items-center rounded bg-primary px-5 font-medium text-on-primary"
        >
          {t("retry")}
        </button>
        <Link href="/" className="inline-flex min-h-touch items-center rounded border border-primary px-5 font-medium text-primary-text">
          {t("home")}
        </Link>
      </div>
    </section>
  );
}
