"use client";
// A search that could not be run (the content service broke mid-render, say): said under the form,
// which stays (it is the search layout's), with a way to try again. Typing another search leaves it
// too: each search is a page of its own. The error's detail stays in the server's log.
import { useTranslations } from "next-intl";

export default function SearchError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const t = useTranslations("search");
  const errors = useTranslations("errors");
  return (
    <div role="alert" className="flex flex-col items-start gap-3">
      <p className="text-red-700 dark:text-red-300">{t("error")}</p>
      <button
        type="button"
        onClick={retry}
        className="inline-flex min-h-touch items-center rounded border border-primary px-5 font-medium text-primary-text"
      >
        {errors("retry")}
      </button>
    </div>
  );
}
