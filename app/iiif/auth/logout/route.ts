import type { NextRequest } from "next/server";
import { API_BASE_PATH } from "@/lib/api/request";
import { serviceSite } from "@/lib/iiif/gate";
import { clearedGrantCookie } from "@/lib/iiif/grant-cookie";
import { pageLocale } from "@/lib/iiif/locale";
import { problem, unavailable } from "@/lib/iiif/responses";
import { button, heading, paragraph, servicePage } from "@/lib/iiif/service-page";
import { iiifText } from "@/lib/iiif/texts";
import { callerHeaders, cookieHolder } from "@/lib/iiif/viewer";
import { getSettings } from "@/lib/server/data";
import { SESSION_COOKIE, sessionCookieOptions } from "@/lib/server/session-cookie";
import { upstreamFetch } from "@/lib/server/upstream";

// Per request: the answer depends on the session.
export const dynamic = "force-dynamic";

async function texts(request: NextRequest, site: string) {
  const locale = pageLocale(request);
  const name = (await getSettings(site, locale)).name;
  return { locale, text: (key: Parameters<typeof iiifText>[1]) => iiifText(locale, key, name) };
}

// GET /iiif/auth/logout – the logout service (https://iiif.io/api/auth/2.0/#logout-service), opened
// by a viewer in a window: a page that asks to confirm, because a sign-out is a change a link
// alone must not make (the button posts here, from this page only).
export async function GET(request: NextRequest): Promise<Response> {
  const site = await serviceSite(request);
  if (site instanceof Response) return site;
  const { locale, text } = await texts(request, site.site).catch(() => ({ locale: null, text: null }));
  if (!locale || !text) return unavailable();
  return servicePage({
    locale,
    title: text("logoutTitle"),
    body: heading(text("logoutTitle")) + paragraph(text("logoutText")) + button(text("logoutButton"), "/iiif/auth/logout"),
    formAction: true,
  });
}

// POST /iiif/auth/logout – signs this browser's session out (POST /auth/logout/ of the content API),
// which voids every IIIF token, play ticket and grant issued to it, and clears its cookies. Only from the
// site's own pages (Origin), as every change a browser asks for.
export async function POST(request: NextRequest): Promise<Response> {
  const site = await serviceSite(request);
  if (site instanceof Response) return site;
  if (request.headers.get("origin") !== site.origin)
    return problem(false, 403, { type: "forbidden", message: "Sign out from the site's own page." });
  const holder = cookieHolder(request);
  let page: Awaited<ReturnType<typeof texts>>;
  try {
    if (holder) {
      const answer = await upstreamFetch(
        new Request(`http://${site.site}${API_BASE_PATH}/auth/logout/`, {
          method: "POST",
          headers: { ...callerHeaders(request, site.site, holder), "content-type": "application/json" },
          body: "{}",
        }),
      );
      await answer.body?.cancel();
      if (answer.status >= 500) return unavailable();
    }
    page = await texts(request, site.site);
  } catch (error) {
    console.error("[iiif] sign-out failed", error);
    return unavailable();
  }
  const { locale, text } = page;
  const response = servicePage({
    locale,
    title: text("logoutTitle"),
    body: heading(text("logoutTitle")) + paragraph(text("loggedOutText")),
  });
  response.headers.append(
    "set-cookie",
    `${SESSION_COOKIE}=; Path=${sessionCookieOptions.path}; Max-Age=0; HttpOnly; SameSite=Lax${sessionCookieOptions.secure ? "; Secure" : ""}`,
  );
  response.headers.append("set-cookie", clearedGrantCookie);
  return response;
}
