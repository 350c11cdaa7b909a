// Shared helpers of the item tests: an intl + fresh-SWR wrapper, a fake BFF keyed by path, and
// an item fixture.
import { act, type AnchorHTMLAttributes } from "react";
import { ServerError } from "@/lib/api/errors";
import type { ContentObject, Item } from "@/lib/api/schemas";
import en from "@/messages/en.json";
import { mockMatchMedia } from "../helpers/dom";
import { mediaItem, videoContent } from "../helpers/fixtures";
import { intlRenderer } from "../helpers/intl";

const messages = {
  card: en.card,
  item: en.item,
  share: en.share,
  iiifShare: en.iiifShare,
  download: en.download,
  customFields: en.customFields,
  player: en.player,
  transcript: en.transcript,
};

export const renderItem = intlRenderer(messages, { swr: true });

/** Answers of the fake BFF by path: a value, a promise (e.g. `never()`), or a number for that HTTP error. */
export type Routes = Record<string, unknown>;

export function fakeBff(mock: jest.Mock, routes: Routes) {
  mock.mockImplementation(async (path: string) => {
    if (!(path in routes)) throw new ServerError({ status: 404, type: "not_found", message: "Not found." });
    const answer = routes[path];
    if (typeof answer === "number") throw new ServerError({ status: answer, type: "error", message: "Error." });
    return answer;
  });
}

export const never = () => new Promise<never>(() => {});

let seq = 0;
export function makeItem(overrides: Partial<Item> = {}, content: Partial<ContentObject> = {}): Item {
  seq += 1;
  const contentUid = `10000000-0000-4000-8000-${String(seq).padStart(12, "0")}`;
  return mediaItem(
    {
      uid: `00000000-0000-4000-8000-${String(seq).padStart(12, "0")}`,
      slug: `item-${seq}`,
      content_object_id: contentUid,
      content_object: videoContent(
        { uid: contentUid, name: `Testimony ${seq}`, duration: 3723, excerpt: null, description: "A short description." },
        content,
      ),
      published_at: "2024-03-03T10:00:00.000Z",
    },
    overrides,
  );
}

export function words(count: number): string {
  return Array.from({ length: count }, (_, i) => `w${i + 1}`).join(" ");
}

/** jsdom has no matchMedia: answer `matches` for every query. */
export function setMobile(matches: boolean) {
  window.matchMedia = mockMatchMedia(matches);
}

/** Lets pending fetches settle inside act (no "not wrapped in act" noise after a test). */
export async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

// ---- a fake of @/lib/i18n/navigation whose Link keeps the query:
// jest.mock("@/lib/i18n/navigation", () => require("./test-utils").navigationMock)

type Href = string | { pathname: string; query?: Record<string, string> };
function hrefOf(href: Href): string {
  if (typeof href === "string") return href;
  const query = href.query ? `?${new URLSearchParams(href.query).toString()}` : "";
  return `${href.pathname}${query}`;
}

function Link({ href, ...rest }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { href: Href }) {
  return <a href={hrefOf(href)} {...rest} />;
}

/** @public – read by jest.mock factories through require(). */
export const navigationMock = { Link, usePathname: () => "/", useRouter: () => ({ push: jest.fn(), replace: jest.fn() }) };
