import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageMessages } from "@/components/i18n/page-messages";
import { CiteButton } from "@/components/item/cite-button";
import { customFieldTabs } from "@/components/item/custom-fields";
import { CustomFieldsTabs } from "@/components/item/custom-fields-tabs";
import { ItemDetails, ItemHeading } from "@/components/item/item-details";
import { ItemDownloads } from "@/components/item/item-downloads";
import { ItemPlayerArea } from "@/components/item/item-player-area";
import { playableByAnyone, RELATED_LIMIT } from "@/components/item/item-rules";
import { itemCitationSource, itemJsonLd, itemMetadata } from "@/components/item/item-seo";
import { ItemShare } from "@/components/item/item-share";
import { JsonLd } from "@/components/ui/json-ld";
import { NotFoundAnswer, notFoundMetadata } from "@/components/layout/not-found-answer";
import { NoScriptStyles } from "@/components/item/noscript-styles";
import { RelatedItems } from "@/components/item/related-items";
import { toCardData } from "@/lib/api/card";
import type { Item } from "@/lib/api/schemas";
import { dragAndDropUrl } from "@/lib/iiif/discovery";
import { ROUTE_NAMESPACES } from "@/lib/i18n/client-messages";
import { readPageParams } from "@/lib/i18n/page-params";
import { getPublicItem, getPublicItems, getPublicTranscript, getSettings } from "@/lib/server/data";
import { absoluteUrl, siteOrigin } from "@/lib/site/url";
import { transcriptText } from "@/lib/transcripts/track";
import { orNotFound } from "@/lib/server/not-found";

type Props = { params: Promise<{ site: string; locale: string; itemSlug: string }> };

// Item pages render on their first visit, then come from the cache (see the site layout).
export function generateStaticParams() {
  return [];
}

/** The anonymous view of the item, or null: spec §8, an item that cannot be found gets the
 * not-found page; an outage fails the render. */
async function loadItem(site: string, locale: string, slug: string): Promise<Item | null> {
  return orNotFound(getPublicItem(site, locale, slug));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, locale } = await readPageParams(params);
  const { itemSlug } = await params;
  const [item, settings] = await Promise.all([loadItem(site, locale, itemSlug), getSettings(site, locale)]);
  if (!item) return notFoundMetadata(locale);
  return itemMetadata({ site, locale }, item, settings);
}

/** What the player needs of the item: no long texts (lean RSC payload). */
function forPlayer(item: Item): Item {
  return { ...item, content_object: { ...item.content_object, description: null, excerpt: null, custom_fields: {}, tags: [] } };
}

// /{itemSlug} – an item: player, details, custom fields, transcript, related items (spec §2)
export default async function ItemPage({ params }: Props) {
  const { site, locale } = await readPageParams(params);
  const { itemSlug } = await params;
  const [item, settings, t] = await Promise.all([
    loadItem(site, locale, itemSlug),
    getSettings(site, locale),
    getTranslations({ locale, namespace: "item" }),
  ]);
  if (!item) return <NotFoundAnswer locale={locale} />;
  const first = item.categories[0];
  const [related, transcript] = await Promise.all([
    first ? orNotFound(getPublicItems(site, locale, { categories: [first.uid], uid__exclude: [item.uid], limit: RELATED_LIMIT })) : null,
    // Only what anyone may play has its words in the page; a transcript that cannot be read here is
    // read by the browser instead, so it never fails the page.
    playableByAnyone(item, settings) ? getPublicTranscript(site, locale, item.uid).catch(() => null) : null,
  ]);
  const words = transcript?.cues.length ? transcriptText(transcript.cues) : undefined;
  const jsonLd = itemJsonLd({ site, locale }, item, t("breadcrumbHome"), words);

  return (
    <PageMessages locale={locale} namespaces={ROUTE_NAMESPACES.item}>
      <article className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-6">
        <ItemPlayerArea
          item={forPlayer(item)}
          siteMonetization={settings.monetization_enabled}
          authEnabled={settings.auth_enabled}
          locale={locale}
          transcript={transcript}
          heading={<ItemHeading item={item} locale={locale} />}
        >
          <div className="flex flex-col gap-6">
            <ItemDetails item={item} />
            <div className="flex flex-wrap items-start gap-3">
              <ItemShare
                url={absoluteUrl(site, locale, `/${item.slug}`)}
                embedSrc={`${siteOrigin(site)}/embed/${item.uid}/`}
                name={item.content_object.name}
                optionsShareBtn={settings.options_share_btn}
                monetized={item.monetization_enabled}
                embedDomains={settings.embed_allowed_domains}
                iiifUrl={dragAndDropUrl(site, item.slug)}
              />
              <CiteButton source={itemCitationSource({ site, locale }, item, settings)} slug={item.slug} />
              <ItemDownloads uid={item.uid} slug={item.slug} locale={locale} />
            </div>
            <CustomFieldsTabs tabs={customFieldTabs(item.content_object.custom_fields, locale)} />
          </div>
        </ItemPlayerArea>
        <RelatedItems items={(related?.results ?? []).map(toCardData)} />
        {jsonLd.map((data, index) => (
          <JsonLd key={index} data={data} />
        ))}
        <NoScriptStyles />
      </article>
    </PageMessages>
  );
}
