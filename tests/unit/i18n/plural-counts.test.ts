// In a plural, `#` prints the count through Intl.NumberFormat, whose first construction in a page
// costs about 27 ms of main thread (ICU's number data) before any card or menu can hydrate. Counts
// that stay small (videos of a playlist, tags, days, items in a cart) print as plain `{count}`;
// only counts that can reach the thousands keep `#`, for their digit grouping (8,000 / 8 000), and
// the e-mails, written on the server.
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";

const GROUPED = new Set(["category.itemsCount", "search.results", "admin.requests.count", "mail.reminder.subject"]);

function messagesWithHash(messages: object, prefix = ""): string[] {
  return Object.entries(messages).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") return /\{\w+, plural,[^]*#/.test(value) ? [path] : [];
    return typeof value === "object" && value ? messagesWithHash(value, path) : [];
  });
}

it.each([
  ["en", en],
  ["fr", fr],
])("%s: only counts that can reach the thousands are printed with `#`", (_locale, messages) => {
  expect(messagesWithHash(messages).filter((path) => !GROUPED.has(path))).toEqual([]);
});
