import { useTranslations } from "next-intl";
import { mdiCalendarOutline, mdiClockOutline } from "@mdi/js";
import type { Item } from "@/lib/api/schemas";
import { formatDuration, formatLongDate } from "@/lib/format";
import { Link } from "@/lib/i18n/navigation";
import { Icon } from "@/components/ui/icon";
import { ItemDescription } from "./item-description";
import { itemDuration } from "./item-rules";
import { ItemTags } from "./item-tags";

/**
 * The details panel of spec §2 in two parts. First the name (the page's h1), publication date,
 * duration and a playlist's media count: under the player, so the title is the page's first
 * heading even where a playlist's list follows the player.
 */
export function ItemHeading({ item, locale }: { item: Item; locale: string }) {
  const t = useTranslations("item");
  const tCard = useTranslations("card");
  const content = item.content_object;
  const seconds = itemDuration(item);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-normal leading-tight sm:text-3xl">{content.name}</h1>
      <ul className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-muted">
        {item.published_at ? (
          <li className="inline-flex items-center gap-1">
            <Icon path={mdiCalendarOutline} size={18} />
            <time dateTime={item.published_at}>{t("publishedOn", { date: formatLongDate(item.published_at, locale) })}</time>
          </li>
        ) : null}
        {seconds > 0 ? (
          <li className="inline-flex items-center gap-1">
            <Icon path={mdiClockOutline} size={18} />
            <span className="sr-only">{t("duration")}</span>
            <time dateTime={`PT${Math.floor(seconds)}S`}>{formatDuration(seconds)}</time>
          </li>
        ) : null}
        {item.content_object_type === "playlist" ? <li>{tCard("mediasCount", { count: content.medias_count ?? 0 })}</li> : null}
      </ul>
    </div>
  );
}

/** Then its categories, description and tags. */
export function ItemDetails({ item }: { item: Item }) {
  const t = useTranslations("item");
  const content = item.content_object;
  return (
    <div className="flex flex-col gap-4">
      {item.categories.length > 0 ? (
        <nav aria-label={t("categories")}>
          <ul className="flex flex-wrap gap-2">
            {item.categories.map((category) => (
              <li key={category.uid}>
                <Link
                  href={`/category/${category.slug}`}
                  className="inline-flex min-h-[32px] items-center rounded bg-primary px-3 text-sm font-medium text-on-primary"
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {content.description ? (
        <section>
          <h2 className="sr-only">{t("description")}</h2>
          <ItemDescription text={content.description} />
        </section>
      ) : null}
      <ItemTags tags={content.tags} />
    </div>
  );
}
