// Content warnings: an item or a category may carry one, shown before its videos play. An item
// without its own takes that of its categories: the first, in the order the item lists them
// (item_categories.position, then the category's id — the order of the item's `categories`), that
// has one; a category's parent does not pass its warning down. The text is public, like the rest of
// the item, so it is cached with it (the list cache, the pages' tags).
import type { I18nText } from "../../db/schema";
import type { Locale } from "../i18n";

/** The warning's text in `locale` (English when not translated); null when there is none. A blank
 * text is no warning: an empty field in an editor must not show an empty warning. */
export function warningText(i18n: I18nText | null | undefined, locale: Locale, base: string | null): string | null {
  return i18n?.[locale]?.content_warning?.trim() || base?.trim() || null;
}
