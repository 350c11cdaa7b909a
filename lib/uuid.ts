// The ids the site's addresses carry for items and medias (embeds, My List's reminder links).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is a UUID in its usual spelling (any case). */
export const isUuid = (value: string) => UUID.test(value);
