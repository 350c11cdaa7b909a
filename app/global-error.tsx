"use client";
// The last resort when a page cannot render at all (the content service failed mid-render):
// no site settings and no locale to rely on, so it speaks both languages. Never cached.
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";

export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body
        style={{ fontFamily: "system-ui, sans-serif", maxWidth: "36rem", margin: "20vh auto", padding: "0 1.5rem", textAlign: "center" }}
      >
        <main>
          <h1>{en.errors.settingsTitle}</h1>
          <p>{en.errors.settingsText}</p>
          <p lang="fr">
            <strong>{fr.errors.settingsTitle}</strong> — {fr.errors.settingsText}
          </p>
          <button type="button" onClick={reset} style={{ padding: "0.5rem 1rem", marginTop: "1rem" }}>
            {en.errors.retry} / <span lang="fr">{fr.errors.retry}</span>
          </button>
        </main>
      </body>
    </html>
  );
}
