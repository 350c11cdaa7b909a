"use client";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useEffect, useRef, type RefObject } from "react";
import type { Item } from "@/lib/api/schemas";
import { useEarlyPress } from "@/components/ui/use-early-press";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { formatLongDate } from "@/lib/format";
import { thumbnailSrcSet, thumbnailUrl } from "@/lib/images";
import { useItemActions, type ItemActions } from "./item-actions";
import { overlayFor } from "./item-rules";
import { useViewerItem } from "./use-viewer-item";

// The no-access overlay is fetched only for an item that visitors may not play, as the page starts
// (while the viewer's access is read), so public items do not carry it in their first load.
const loadOverlay = () => import("./access-overlay").then((module) => module.AccessOverlay);
const AccessOverlay = dynamic(loadOverlay, { ssr: false, loading: CheckingAccess });
// Only a viewer with a time-limited access sees how long it lasts.
const AccessExpiry = dynamic(() => import("./access-expiry").then((module) => module.AccessExpiry), { ssr: false });

function CheckingAccess() {
  const t = useTranslations("item");
  return (
    <p className="sr-only" role="status">
      {t("loadingAccess")}
    </p>
  );
}

/** The player's frame once it is wanted: what it opens on, and whether the visitor pressed Play. */
export type PlayerFrame = { play: boolean; t?: number; m?: string };

export type ItemPlayerProps = ItemActions & {
  /** The anonymous view of the item, as the cached page has it (no file links). */
  item: Item;
  siteMonetization: boolean;
  authEnabled: boolean;
  locale: string;
  iframeRef?: RefObject<HTMLIFrameElement | null>;
  /** null: the thumbnail with a Play button stands in for the player until it is pressed. */
  frame?: PlayerFrame | null;
  onPlay?: () => void;
};

/** The embed player's address for a frame (its own `t` and `m` come before the page's). */
function frameSrc(uid: string, frame: PlayerFrame): string {
  const query = new URLSearchParams();
  if (frame.play) query.set("play", "1");
  if (frame.m) query.set("m", frame.m);
  if (frame.t !== undefined) query.set("t", String(Math.floor(frame.t)));
  const search = query.toString();
  return `/embed/${uid}/${search ? `?${search}` : ""}`;
}

/**
 * The player area of spec §2: the embed player when the viewer may play the item, otherwise the
 * thumbnail under the no-access overlay. Access is per viewer, so it is read in the browser;
 * until it is known the thumbnail shows without buttons (no flash of a wrong state).
 *
 * The embed player is a page of its own, as heavy as the item page. So until the visitor presses
 * Play (or follows a link to a moment, picks a line of the transcript or a media of the playlist),
 * its thumbnail and a Play button stand in for it; pressing loads it, starting at once, with the
 * focus in it. An item with a content warning loads it at once (ItemPlayerArea): the warning, in
 * the player, is the first thing shown of it.
 */
export function ItemPlayer({
  item,
  siteMonetization,
  authEnabled,
  locale,
  iframeRef,
  frame = { play: false },
  onPlay,
  ...overrides
}: ItemPlayerProps) {
  const t = useTranslations("item");
  const actions = useItemActions(overrides);
  const viewer = useViewerItem(item.slug);
  const { user } = useCurrentUser(authEnabled);
  const name = item.content_object.name;
  // A press before the page is hydrated is not lost (useEarlyPress).
  const play = useEarlyPress("play", () => onPlay?.());

  // Whoever a visitor may play, everybody may: no need to wait for the per-user answer.
  const current = viewer.item ?? (viewer.error ? item : undefined);
  const hasAccess = item.has_access || current?.has_access === true;
  const waiting = !hasAccess && (current === undefined || user === undefined);
  const expireAt = viewer.item?.expire_at ?? null;
  const restricted = !item.has_access;
  useEffect(() => {
    if (restricted) void loadOverlay().catch(() => undefined);
  }, [restricted]);
  const thumbnail = (
    <img
      src={thumbnailUrl(item.content_object_type, item.content_object.uid, 1280)}
      srcSet={thumbnailSrcSet(item.content_object_type, item.content_object.uid)}
      sizes="(min-width: 1280px) 1280px, 100vw"
      width={1280}
      height={720}
      alt={t("thumbnailAlt", { name })}
      // The page's largest picture: fetched first.
      fetchPriority="high"
      className="h-full w-full object-cover"
    />
  );

  return (
    <div className="flex flex-col gap-2">
      <div className="relative aspect-video w-full overflow-hidden bg-black" aria-busy={waiting}>
        {hasAccess && frame ? (
          <PlayerFrameView iframeRef={iframeRef} src={frameSrc(item.uid, frame)} title={t("playerTitle", { name })} focus={frame.play} />
        ) : hasAccess ? (
          <>
            {thumbnail}
            <a {...play} aria-label={t("play", { name })} className="player-facade">
              <span aria-hidden className="player-facade-mark" />
            </a>
          </>
        ) : (
          <>
            {thumbnail}
            {waiting || !current ? (
              <CheckingAccess />
            ) : (
              <AccessOverlay
                overlay={overlayFor(current, siteMonetization)}
                item={current}
                actions={actions}
                expiredOn={current.expire_at ? formatLongDate(current.expire_at, locale) : null}
                refundedOn={current.refunded_at ? formatLongDate(current.refunded_at, locale) : null}
              />
            )}
          </>
        )}
      </div>
      {hasAccess && expireAt ? <AccessExpiry expireAt={expireAt} locale={locale} /> : null}
    </div>
  );
}

/** The embed player; when the visitor pressed Play, the focus goes into it (the Play button is gone). */
function PlayerFrameView({
  iframeRef,
  src,
  title,
  focus,
}: {
  iframeRef?: RefObject<HTMLIFrameElement | null>;
  src: string;
  title: string;
  focus: boolean;
}) {
  const own = useRef<HTMLIFrameElement>(null);
  const ref = iframeRef ?? own;
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus, ref]);
  return (
    <iframe
      ref={ref}
      src={src}
      title={title}
      allow="autoplay; fullscreen; picture-in-picture"
      allowFullScreen
      className="absolute inset-0 h-full w-full border-0"
    />
  );
}
