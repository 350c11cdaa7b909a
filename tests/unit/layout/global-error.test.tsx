/** @jest-environment node */
// The last resort, when not even the site's frame renders: both languages, a retry, nothing leaked.
import { renderToReadableStream } from "react-dom/server";
import GlobalError from "@/app/global-error";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";

it("says what happened in English and French, with a retry, and leaks nothing of the error", async () => {
  // The catalogues load on demand; the server's render waits for them.
  const stream = await renderToReadableStream(<GlobalError error={new Error("upstream down at 10.0.0.3")} retry={() => undefined} />);
  await stream.allReady;
  const html = await new Response(stream).text();
  for (const text of [en.errors.settingsTitle, en.errors.retry, fr.errors.settingsTitle, fr.errors.retry]) {
    expect(html).toContain(text.replace(/'/g, "&#x27;"));
  }
  expect(html).toContain('<p lang="fr">');
  expect(html).not.toContain("10.0.0.3");
});
