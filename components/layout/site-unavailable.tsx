import { useTranslations } from "next-intl";

/** Shown instead of the site when its settings cannot be loaded (spec §8: start-up failure). */
export function SiteUnavailable() {
  const t = useTranslations("errors");
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-medium">{t("settingsTitle")}</h1>
      <p>{t("settingsText")}</p>
      {/* A plain link: a full reload retries the start-up. */}
      <a href="" className="rounded bg-neutral-900 px-4 py-2 text-white underline-offset-2">
        {t("retry")}
      </a>
    </main>
  );
}
