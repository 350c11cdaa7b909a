"use client";
import { useTranslations } from "next-intl";
import type { Ref } from "react";
import type { Item } from "@/lib/api/schemas";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { formatLongDate } from "@/lib/format";
import { thumbnailSrcSet, thumbnailUrl } from "@/lib/images";
import { AccessExpiry } from "./access-expiry";
import { AccessOverlay } from "./access-overlay";
import { useItemActions, type ItemActions } from "./item-actions";
import { overlayFor } from "./item-rules";
import { useViewerItem } from "./use-viewer-item";

export type ItemPlayerProps = ItemActions & {
  /** The anonymous view of the item, as the cached page has it (no file links). */
  item: Item;
  siteMonetization: boolean;
  authEnabled: boolean;
  locale: string;
  iframeRef?: Ref<HTMLIFrameElement>;
};

/**
 * The player area of spec §2: the embed player when the viewer may play the item, otherwise the
 * thumbnail under the no-access overlay. Access is per viewer, so it is read in the browser;
 * until it is known the thumbnail shows without buttons (no flash of a wrong state).
 */
export function ItemPlayer({ item, siteMonetization, authEnabled, locale, iframeRef, ...overrides }: ItemPlayerProps) {
  const t = useTranslations("item");
  const actions = useItemActions(overrides);
  const viewer = useViewerItem(item.slug);
  const { user } = useCurrentUser(authEnabled);
  const name = item.content_object.name;

  // Whoever a visitor may play, everybody may: no need to wait for the per-user answer.
  const current = viewer.item ?? (viewer.error ? item : undefined);
  const hasAccess = item.has_access || current?.has_access === true;
  const waiting = !hasAccess && (current === undefined || user === undefined);
  const expireAt = viewer.item?.expire_at ?? null;

  return (
    <div className="flex flex-col gap-2">
      <div className="relative aspect-video w-full overflow-hidden bg-black" aria-busy={waiting}>
        {hasAccess ? (
          <iframe
            ref={iframeRef}
            src={`/embed/${item.uid}/`}
            title={t("playerTitle", { name })}
            allow="autoplay; fullscreen; picture-in-picture"
            allowFullScreen
            className="absolute inset-0 h-full w-full border-0"
          />
        ) : (
          <>
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
            {waiting || !current ? (
              <p className="sr-only" role="status">
                {t("loadingAccess")}
              </p>
            ) : (
              <AccessOverlay
                overlay={overlayFor(current, siteMonetization)}
                item={current}
                actions={actions}
                expiredOn={current.expire_at ? formatLongDate(current.expire_at, locale) : null}
              />
            )}
          </>
        )}
      </div>
      {hasAccess && expireAt ? <AccessExpiry expireAt={expireAt} locale={locale} /> : null}
    </div>
  );
}
