// IIIF as a viewer uses it, in Chromium: the item page names its manifest; a small IIIF viewer
// (served here on the archive's own origin, which the token service always answers) reads a
// restricted item's manifest, probes its video (401), opens the access service in a window where
// the visitor signs in, takes a token from the token service's frame by postMessage, probes again
// (302 with a play ticket) and plays the video. A page of an origin the archive does not let embed
// its player gets an error message, never a token. A viewer on another site, which the site lets
// embed its player, gets its token through the grant the visitor gives it in the access window, in
// a browser set to French.
import { mkdirSync, writeFileSync } from "node:fs";
import { DEMO_ACCOUNTS } from "../../backend/seed/demo-accounts";
import { CHROMIUM_ARGS } from "../../scripts/find-chrome.mjs";
import { submitLogin } from "./helpers/auth";
import { API, publicMedia } from "./helpers/catalogue";
import { chromium, expect, test, type Page } from "./helpers/test";

type Listed = { uid: string; slug: string; visibility_type: string; content_object_type: string };

/** The viewer: the spec's client flow (https://iiif.io/api/auth/2.0/#workflow-from-the-browser-client-perspective), kept to one video. */
const VIEWER = `<!doctype html><meta charset="utf-8"><title>A IIIF viewer</title>
<p id="status">loading</p><button id="signin" type="button">Sign in</button><video id="video" controls muted></video>
<script>
const status = (text) => { document.getElementById("status").textContent = text; };
const params = new URLSearchParams(location.search);
let body, probe, access, tokenService;
async function probeWith(token) {
  const response = await fetch(probe.id, token ? { headers: { authorization: "Bearer " + token } } : {});
  return response.json();
}
function askToken() {
  return new Promise((resolve) => {
    const messageId = String(Math.random());
    const frame = document.createElement("iframe");
    frame.hidden = true;
    window.addEventListener("message", function receive(event) {
      if (event.data && event.data.messageId === messageId) { window.removeEventListener("message", receive); frame.remove(); resolve(event.data); }
    });
    frame.src = tokenService.id + "?messageId=" + encodeURIComponent(messageId) + "&origin=" + encodeURIComponent(location.origin);
    document.body.append(frame);
  });
}
async function afterSignIn() {
  const message = await askToken();
  if (message.type !== "AuthAccessToken2") return status("token error " + message.profile);
  const result = await probeWith(message.accessToken);
  if (result.status !== 302) return status("probe " + result.status);
  status("probe 302");
  document.getElementById("video").src = result.location.id;
}
(async () => {
  const manifest = await (await fetch(params.get("manifest"))).json();
  body = manifest.items[0].items[0].items[0].body;
  probe = body.service[0];
  access = probe.service[0];
  tokenService = access.service.find((s) => s.type === "AuthAccessTokenService2");
  const result = await probeWith(null);
  status("probe " + result.status + ": " + result.heading.en[0]);
  document.getElementById("signin").onclick = () => {
    const opened = window.open(access.id + "?origin=" + encodeURIComponent(location.origin));
    const timer = setInterval(() => { if (opened.closed) { clearInterval(timer); afterSignIn(); } }, 200);
  };
})();
</script>`;

// The viewer of another origin (the last test) is a page fulfilled by the test, so of no known
// address: Chromium's local network checks would keep it from framing this local server at all, as
// they keep a public site from framing a server on the visitor's machine. A real viewer is on a
// public address, as the site is.
test.use({
  launchOptions: {
    executablePath: process.env.CHROME_PATH || undefined,
    args: [...CHROMIUM_ARGS, "--disable-features=LocalNetworkAccessChecks"],
  },
});

async function restrictedMedia(page: Page): Promise<Listed> {
  const response = await page.request.get(`${API}/items/?limit=100`);
  const item = ((await response.json()) as { results: Listed[] }).results.find(
    (i) => i.visibility_type === "on_demand" && i.content_object_type === "media",
  );
  expect(item).toBeDefined();
  return item!;
}

test("the item page names its manifest; an open item's video plays from the manifest as it is", async ({ page, request, baseURL }) => {
  const item = await publicMedia<Listed>(page);
  const html = await (await request.get(`/${item.slug}`)).text();
  expect(html).toContain(`<link rel="alternate" type="application/ld+json" href="${baseURL}/iiif/${item.slug}/manifest"`);
  const answer = await request.get(`/iiif/${item.slug}/manifest`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toContain("application/ld+json");
  const manifest = (await answer.json()) as { items: Array<{ items: Array<{ items: Array<{ body: { id: string } }> }> }> };
  const video = manifest.items[0]!.items[0]!.items[0]!.body.id;
  await page.route(`${baseURL}/iiif-player`, (route) =>
    route.fulfill({ contentType: "text/html; charset=utf-8", body: `<!doctype html><video id="v" muted src="${video}"></video>` }),
  );
  await page.goto("/iiif-player");
  await expect.poll(() => page.locator("#v").evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  expect(await page.locator("#v").evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(0);
});

test("a restricted item in a IIIF viewer: probe 401, sign in in the access window, token, probe 302, the video plays", async ({
  page,
  baseURL,
}) => {
  const item = await restrictedMedia(page);
  await page.route(`${baseURL}/iiif-viewer*`, (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: VIEWER }));
  await page.goto(`/iiif-viewer?manifest=${encodeURIComponent(`${baseURL}/iiif/${item.slug}/manifest`)}`);
  await expect(page.locator("#status")).toHaveText("probe 401: You cannot watch this video yet");

  const popupOpened = page.waitForEvent("popup");
  await page.locator("#signin").click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(/\/auth\/login\?next=/);
  const closed = popup.waitForEvent("close");
  await submitLogin(popup, DEMO_ACCOUNTS.member.email, DEMO_ACCOUNTS.member.password);
  await closed;

  await expect(page.locator("#status")).toHaveText("probe 302");
  const video = page.locator("#video");
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(0);
  expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toContain(`/iiif/media/`);
});

test("a viewer on another site, in French: the sign-in window speaks French and asks leave for the viewer, the token comes through the grant, the video plays", async ({
  baseURL,
}, testInfo) => {
  // A browser set to French, with a profile of its own that lets a frame of another site than the
  // page's have its cookies (Chrome's "Allow third-party cookies"; a test's usual context is a
  // private window, which blocks them, as this Chromium does by default and Safari always: there
  // the viewer gets missingAspect, docs/interoperability.md). The viewer is a site the archive lets
  // embed its player (*.example.edu).
  const profile = testInfo.outputPath("profile");
  mkdirSync(`${profile}/Default`, { recursive: true });
  writeFileSync(`${profile}/Default/Preferences`, JSON.stringify({ profile: { cookie_controls_mode: 0 } }));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH || undefined,
    args: [...CHROMIUM_ARGS, "--disable-features=LocalNetworkAccessChecks"],
    locale: "fr-FR",
    baseURL,
  });
  const page = await context.newPage();
  const item = await restrictedMedia(page);
  const viewer = "https://viewer.example.edu";
  await page.route(`${viewer}/**`, (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: VIEWER }));
  await page.goto(`${viewer}/?manifest=${encodeURIComponent(`${baseURL}/iiif/${item.slug}/manifest`)}`);
  await expect(page.locator("#status")).toHaveText(/^probe 401/);

  const popupOpened = page.waitForEvent("popup");
  await page.locator("#signin").click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(/\/fr\/auth\/login\?next=/);
  await expect(popup.locator("html")).toHaveAttribute("lang", "fr");
  const closed = popup.waitForEvent("close");
  await popup.getByRole("textbox", { name: /adresse e-mail/i }).fill(DEMO_ACCOUNTS.member.email);
  await popup
    .getByLabel(/^mot de passe/i)
    .first()
    .fill(DEMO_ACCOUNTS.member.password);
  await popup.getByRole("button", { name: /^se connecter$/i }).click();
  // The window names the viewer and asks whether it may play the visitor's videos.
  await expect(popup.getByRole("heading", { level: 1 })).toHaveText("Autoriser cette visionneuse à lire vos vidéos ?");
  await expect(popup.getByText(`La visionneuse de ${viewer} demande`)).toBeVisible();
  await popup.getByRole("button", { name: "Autoriser" }).click();
  await closed;

  // The token frame, on another site than the page, was sent the grant and not the session.
  await expect(page.locator("#status")).toHaveText("probe 302");
  const video = page.locator("#video");
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(0);
  await context.close();
});

test("the token service posts no token when the site does not let it embed the player", async ({ page, baseURL }) => {
  const origin = "https://viewer.example.com";
  await page.route(`${origin}/`, (route) =>
    route.fulfill({
      contentType: "text/html; charset=utf-8",
      body: `<!doctype html><p id="out">waiting</p><script>
        addEventListener("message", (event) => { document.getElementById("out").textContent = JSON.stringify(event.data); });
      </script><iframe src="${baseURL}/iiif/auth/token?messageId=m1&origin=${encodeURIComponent(origin)}"></iframe>`,
    }),
  );
  await page.goto(`${origin}/`);
  await expect(page.locator("#out")).not.toHaveText("waiting");
  const message = JSON.parse((await page.locator("#out").textContent()) ?? "{}") as Record<string, unknown>;
  expect(message).toMatchObject({ type: "AuthAccessTokenError2", profile: "invalidOrigin", messageId: "m1" });
  expect(message.accessToken).toBeUndefined();
});
