"use client";
// The last resort when a page cannot render at all (the content service failed mid-render):
// no site settings and no locale to rely on, so it speaks both languages. Never cached.
// The catalogues are loaded only when this shows: imported up front they went to every page.
import { use } from "react";

type ErrorTexts = { settingsTitle: string; settingsText: string; retry: string };

let loading: Promise<{ en: ErrorTexts; fr: ErrorTexts }> | undefined;
const texts = () =>
  (loading ??= Promise.all([import("@/messages/en.json"), import("@/messages/fr.json")]).then(([en, fr]) => ({
    en: en.default.errors,
    fr: fr.default.errors,
  })));

export default function GlobalError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const { en, fr } = use(texts());
  return (
    <html lang="en">
      <body
        style={{ fontFamily: "system-ui, sans-serif", maxWidth: "36rem", margin: "20vh auto", padding: "0 1.5rem", textAlign: "center" }}
      >
        <main>
          <h1>{en.settingsTitle}</h1>
          <p>{en.settingsText}</p>
          <p lang="fr">
            <strong>{fr.settingsTitle}</strong> — {fr.settingsText}
          </p>
          <button type="button" onClick={retry} style={{ padding: "0.5rem 1rem", marginTop: "1rem" }}>
            {en.retry} / <span lang="fr">{fr.retry}</span>
          </button>
        </main>
      </body>
    </html>
  );
}
