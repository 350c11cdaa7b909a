// The built-in backend's tables: the data model of spec §3 plus what the server needs behind it.
// Public identifiers are uuids (`uid`); integer ids stay internal.
import { sql } from "drizzle-orm";
import type { PageContent } from "../../lib/editor/blocks";
import {
  type AnyPgColumn,
  customType,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  bigint,
  real,
} from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const uidColumn = () => uuid("uid").notNull().defaultRandom();

/** Per-locale overrides of translatable text fields, e.g. `{ fr: { name: "…" } }`. */
export type I18nText = Partial<Record<string, Record<string, string>>>;
export type SocialLink = { kind: string; url: string; label: string };
export type Partner = { name: string; url: string; logo: string };

export const websites = pgTable(
  "websites",
  {
    id: serial("id").primaryKey(),
    uid: uidColumn(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    hosts: text("hosts")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isDefault: boolean("is_default").notNull().default(false),
    logo: text("logo"),
    footer: text("footer"),
    i18n: jsonb("i18n").$type<I18nText>().notNull().default({}),
    colorsTheme: text("colors_theme").notNull().default("light"),
    colorsPrimary: text("colors_primary").notNull().default("#884aff"),
    authEnabled: boolean("auth_enabled").notNull().default(true),
    authForceLogin: boolean("auth_force_login").notNull().default(false),
    authMethod: text("auth_method").notNull().default("users"),
    authUsersRegistrationEnabled: boolean("auth_users_registration_enabled").notNull().default(true),
    authBackgroundImage: text("auth_background_image"),
    /** argon2id hash of the site-wide password when auth_method is 'password'. */
    sitePasswordHash: text("site_password_hash"),
    monetizationEnabled: boolean("monetization_enabled").notNull().default(false),
    monetizationCurrency: text("monetization_currency").notNull().default("eur"),
    showLegal: boolean("show_legal").notNull().default(true),
    legalHtml: text("legal_html"),
    homePageId: integer("home_page_id"),
    optionsShareBtn: boolean("options_share_btn").notNull().default(true),
    /** Domains whose pages may embed the player (frame-ancestors); empty: any. */
    embedAllowedDomains: text("embed_allowed_domains")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    contactEmail: text("contact_email"),
    donateUrl: text("donate_url"),
    socialLinks: jsonb("social_links").$type<SocialLink[]>().notNull().default([]),
    partners: jsonb("partners").$type<Partner[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("websites_uid_idx").on(t.uid), uniqueIndex("websites_code_idx").on(t.code)],
);

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    uid: uidColumn(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    passwordHash: text("password_hash").notNull(),
    /**
     * 'user', 'member' (an organisation member who approves requests), 'shared' (the one account of a
     * site-password site) or 'buyer' (who paid on such a site, known by e-mail only: docs/buyers.md).
     */
    role: text("role").notNull().default("user"),
    custom: jsonb("custom").$type<Record<string, string>>().notNull().default({}),
    /** The language mail to this user is written in: set at registration, updated at each on-demand request. */
    locale: text("locale").$type<"en" | "fr">().notNull().default("en"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("users_uid_idx").on(t.uid), uniqueIndex("users_site_email_idx").on(t.websiteId, sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    /** Null for a session opened with the site-wide password. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /**
     * False for a buyer's session made by a checkout in one browser (it sees only what was bought
     * there); true for every other session, a buyer's opened by the e-mailed link included.
     */
    verified: boolean("verified").notNull().default(true),
  },
  (t) => [uniqueIndex("sessions_token_idx").on(t.tokenHash), index("sessions_user_idx").on(t.userId)],
);

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    uid: uidColumn(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    /** The parent's uid (spec §3: the tree is derived by matching parent_id to the parent's uid). */
    parentUid: uuid("parent_uid"),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    i18n: jsonb("i18n").$type<I18nText>().notNull().default({}),
    thumbnail: text("thumbnail"),
    icon: text("icon"),
    imageBackground: text("image_background"),
    orderBy: text("order_by").notNull().default("-published_at"),
    isOnNavbar: boolean("is_on_navbar").notNull().default(false),
    position: integer("position").notNull().default(0),
    /** A content warning shown before this category's items play (null: none); i18n.content_warning translates it. */
    contentWarning: text("content_warning"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("categories_uid_idx").on(t.uid),
    uniqueIndex("categories_site_slug_idx").on(t.websiteId, t.slug),
    index("categories_parent_idx").on(t.websiteId, t.parentUid),
  ],
);

export type CustomFieldValues = Record<string, string | number | string[]>;

export const medias = pgTable(
  "medias",
  {
    id: serial("id").primaryKey(),
    uid: uidColumn(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    thumbnail: text("thumbnail"),
    duration: integer("duration").notNull().default(0),
    excerpt: text("excerpt"),
    excerptIsCustom: boolean("excerpt_is_custom").notNull().default(false),
    description: text("description"),
    i18n: jsonb("i18n").$type<I18nText>().notNull().default({}),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    type: text("type").notNull().default("video"),
    languages: text("languages")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    customFields: jsonb("custom_fields").$type<CustomFieldValues>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("medias_uid_idx").on(t.uid)],
);

export const playlists = pgTable(
  "playlists",
  {
    id: serial("id").primaryKey(),
    uid: uidColumn(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    thumbnail: text("thumbnail"),
    excerpt: text("excerpt"),
    excerptIsCustom: boolean("excerpt_is_custom").notNull().default(false),
    description: text("description"),
    i18n: jsonb("i18n").$type<I18nText>().notNull().default({}),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    languages: text("languages")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    customFields: jsonb("custom_fields").$type<CustomFieldValues>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("playlists_uid_idx").on(t.uid)],
);

export const playlistMedias = pgTable(
  "playlist_medias",
  {
    playlistId: integer("playlist_id")
      .notNull()
      .references(() => playlists.id, { onDelete: "cascade" }),
    mediaId: integer("media_id")
      .notNull()
      .references(() => medias.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.playlistId, t.mediaId] })],
);

export const files = pgTable(
  "files",
  {
    id: serial("id").primaryKey(),
    uid: uidColumn(),
    mediaId: integer("media_id")
      .notNull()
      .references(() => medias.id, { onDelete: "cascade" }),
    displayName: text("display_name").notNull(),
    size: bigint("size", { mode: "number" }).notNull().default(0),
    width: integer("width"),
    height: integer("height"),
    /** Path relative to DATA_DIR/media; never sent to a client as is. */
    path: text("path").notNull(),
    mimeType: text("mime_type").notNull().default("video/mp4"),
    /** 'hd', 'source', 'captions' or 'extra'. */
    slug: text("slug").notNull(),
    language: text("language"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("files_uid_idx").on(t.uid), index("files_media_idx").on(t.mediaId)],
);

/** The cues of a captions file, one row each, for search inside transcripts (services/transcripts). */
export const captionCues = pgTable(
  "caption_cues",
  {
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    /** The file's media, copied so a search reaches items without the files table. No foreign key
     * of its own: the file's cascades (media → files → cues) suffice, and one check less per cue
     * keeps seeding 8,000 items fast. */
    mediaId: integer("media_id").notNull(),
    language: text("language").notNull(),
    /** The cue's place in its file, from 0. */
    position: integer("position").notNull(),
    startSeconds: real("start_seconds").notNull(),
    endSeconds: real("end_seconds").notNull(),
    text: text("text").notNull(),
    /** to_tsvector('simple', unaccent(text)): the same document language as items' search documents. */
    searchVector: tsvector("search_vector").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.fileId, t.position] }),
    index("caption_cues_media_idx").on(t.mediaId),
    index("caption_cues_search_idx").using("gin", t.searchVector),
  ],
);

export const items = pgTable(
  "items",
  {
    id: serial("id").primaryKey(),
    uid: uidColumn(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    contentObjectType: text("content_object_type").notNull(),
    mediaId: integer("media_id").references(() => medias.id, { onDelete: "cascade" }),
    playlistId: integer("playlist_id").references(() => playlists.id, { onDelete: "cascade" }),
    /** 'public', 'private' or 'on_demand'. */
    visibilityType: text("visibility_type").notNull().default("public"),
    monetizationEnabled: boolean("monetization_enabled").notNull().default(false),
    isContentDownloadable: boolean("is_content_downloadable").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** When the item stops being published (null: never). */
    expiredAt: timestamp("expired_at", { withTimezone: true }),
    /** Testimony languages, copied from the content object for an indexed filter. */
    languages: text("languages")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Weighted, unaccented document of what anyone may read (name A, tags B, custom fields C,
     * description D); see services/search-index.ts. */
    searchVector: tsvector("search_vector"),
    /** The same document with the words said in the item's captions (D): searched only for viewers
     * who may play the item, so that a search never tells what a restricted item's captions say. */
    spokenVector: tsvector("spoken_vector"),
    /** The content's name in English and French, lower-cased and unaccented, kept with the search
     * document: the key of name orderings (services/items/list.ts), read instead of unaccenting every item. */
    sortNameEn: text("sort_name_en"),
    sortNameFr: text("sort_name_fr"),
    /** A content warning shown before the item plays (null: none, or its categories'); i18n.content_warning translates it. */
    contentWarning: text("content_warning"),
    i18n: jsonb("i18n").$type<I18nText>().notNull().default({}),
    createdAt: createdAt(),
    /** When the item's record last changed: the item, its media or playlist, or its categories
     * (kept by triggers, migration 0016); with published_at, its OAI-PMH datestamp (services/oai). */
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("items_uid_idx").on(t.uid),
    index("items_search_idx").using("gin", t.searchVector),
    index("items_spoken_idx").using("gin", t.spokenVector),
    index("items_languages_idx").using("gin", t.languages),
    // Items whose transcript matches a search are found by their media or playlist (services/items/search.ts).
    index("items_media_idx").on(t.mediaId),
    index("items_playlist_idx").on(t.playlistId),
    uniqueIndex("items_site_slug_idx").on(t.websiteId, t.slug),
    index("items_site_published_idx").on(t.websiteId, t.publishedAt),
    // Lists ordered by name read their page in this order rather than sorting every item they hold
    // (services/items/list.ts).
    index("items_site_sort_name_en_idx").on(t.websiteId, t.sortNameEn, t.id),
    index("items_site_sort_name_fr_idx").on(t.websiteId, t.sortNameFr, t.id),
    // When a site's next scheduled unpublication falls due (services/items/list-cache.ts).
    index("items_site_expired_idx")
      .on(t.websiteId, t.expiredAt)
      .where(sql`${t.expiredAt} is not null`),
  ],
);

export const itemCategories = pgTable(
  "item_categories",
  {
    itemId: integer("item_id")
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.categoryId] }),
    // A category's items, in their order there: a list ordered by position reads its page by it.
    index("item_categories_cat_position_idx").on(t.categoryId, t.position),
  ],
);

export const prices = pgTable(
  "prices",
  {
    id: serial("id").primaryKey(),
    uid: uidColumn(),
    itemId: integer("item_id")
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    /** Access period in hours; 0 means unlimited. */
    period: integer("period").notNull().default(0),
    /** 1 HD, 2 source, 3 source and HD (null: not downloadable). */
    downloadableChoices: integer("downloadable_choices"),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("prices_uid_idx").on(t.uid), index("prices_item_idx").on(t.itemId)],
);

export const plans = pgTable(
  "plans",
  {
    id: serial("id").primaryKey(),
    uid: uidColumn(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    amount: integer("amount").notNull(),
    interval: text("interval").notNull().default("month"),
    description: text("description"),
    i18n: jsonb("i18n").$type<I18nText>().notNull().default({}),
    thumbnail: text("thumbnail"),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("plans_uid_idx").on(t.uid)],
);

export const planItems = pgTable(
  "plan_items",
  {
    planId: integer("plan_id")
      .notNull()
      .references(() => plans.id, { onDelete: "cascade" }),
    itemId: integer("item_id")
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.planId, t.itemId] })],
);

export type BlockRecord = {
  uid: string;
  component: string;
  is_displayed: boolean;
  title?: string;
  fields: Record<string, unknown>;
};

export const pages = pgTable("pages", {
  id: serial("id").primaryKey(),
  websiteId: integer("website_id")
    .notNull()
    .references(() => websites.id, { onDelete: "cascade" }),
  title: text("title").notNull(),
  content: jsonb("content").$type<BlockRecord[]>().notNull().default([]),
  i18n: jsonb("i18n").$type<Record<string, BlockRecord[]>>().notNull().default({}),
  /** The members' editor's unpublished blocks (null: none, the published content is the draft). */
  draft: jsonb("draft").$type<PageContent>(),
  /** Increases with every saved draft (and restore): a save names the one it started from. */
  revision: integer("revision").notNull().default(0),
  /** Number of the published version (0 before the first publish from the editor). */
  publishedVersion: integer("published_version").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
});

/** Every publish of a page from the editor: the whole content (every language), kept to look at or restore. */
export const pageVersions = pgTable(
  "page_versions",
  {
    id: serial("id").primaryKey(),
    pageId: integer("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    content: jsonb("content").$type<PageContent>().notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    publishedById: integer("published_by").references(() => users.id, { onDelete: "set null" }),
    /** The version this one restored, if it was made by a restore. */
    restoredFrom: integer("restored_from"),
  },
  (t) => [uniqueIndex("page_versions_page_number_idx").on(t.pageId, t.number)],
);

/** Images members upload for their pages, re-encoded; served at /images/uploads/{uid}.{ext}. */
export const uploads = pgTable(
  "uploads",
  {
    id: serial("id").primaryKey(),
    uid: uidColumn(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    /** Path relative to DATA_DIR/media; never sent to a client as is. */
    path: text("path").notNull(),
    /** The name the file was uploaded with. */
    name: text("name").notNull(),
    /** 'image/jpeg' or 'image/png'. */
    mimeType: text("mime_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    createdById: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("uploads_uid_idx").on(t.uid), index("uploads_site_idx").on(t.websiteId, t.createdAt)],
);

export const customFields = pgTable(
  "custom_fields",
  {
    id: serial("id").primaryKey(),
    uid: uidColumn(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    i18n: jsonb("i18n").$type<I18nText>().notNull().default({}),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("custom_fields_uid_idx").on(t.uid)],
);

export const invitations = pgTable(
  "invitations",
  {
    id: serial("id").primaryKey(),
    uid: uidColumn(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    /** Values prefilled for the site's custom fields, keyed by custom field uid. */
    customFields: jsonb("custom_fields").$type<Record<string, string>>().notNull().default({}),
    createdById: integer("created_by_id").references(() => users.id, { onDelete: "set null" }),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("invitations_uid_idx").on(t.uid)],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("password_reset_token_idx").on(t.tokenHash)],
);

export const ondemandRequests = pgTable(
  "ondemand_requests",
  {
    id: serial("id").primaryKey(),
    uid: uidColumn(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 'pending' until every item is decided, then 'closed'. */
    status: text("status").notNull().default("pending"),
    /** Sent from an expiry reminder or My List's renewal action: asks again for access that ends. */
    isRenewal: boolean("is_renewal").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("ondemand_requests_uid_idx").on(t.uid), index("ondemand_requests_site_idx").on(t.websiteId, t.status)],
);

export const ondemandRequestItems = pgTable(
  "ondemand_request_items",
  {
    id: serial("id").primaryKey(),
    requestId: integer("request_id")
      .notNull()
      .references(() => ondemandRequests.id, { onDelete: "cascade" }),
    itemId: integer("item_id")
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    /** 'pending', 'approved' or 'refused'. */
    status: text("status").notNull().default("pending"),
    reason: text("reason"),
    decidedById: integer("decided_by_id").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** The grant a renewal asks to extend (its request item holds the earlier decision). */
    renewsGrantId: integer("renews_grant_id").references((): AnyPgColumn => accessGrants.id, { onDelete: "set null" }),
  },
  (t) => [index("ondemand_request_items_req_idx").on(t.requestId)],
);

export const accessGrants = pgTable(
  "access_grants",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    itemId: integer("item_id")
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    /** 'on_demand', 'purchase' (no end) or 'rental' (an end). */
    source: text("source").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull().defaultNow(),
    /** Null: unlimited. */
    endsAt: timestamp("ends_at", { withTimezone: true }),
    requestItemId: integer("request_item_id").references(() => ondemandRequestItems.id, { onDelete: "set null" }),
    checkoutSessionId: integer("checkout_session_id").references(() => checkoutSessions.id, { onDelete: "set null" }),
    downloadableChoices: integer("downloadable_choices"),
    /** Set by a refund: the grant no longer counts, and My List shows it ended. */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("access_grants_user_item_idx").on(t.userId, t.itemId),
    // The reminder job's scan: grants that end, by their end (backend/jobs/reminders.ts).
    index("access_grants_ends_idx")
      .on(t.endsAt)
      .where(sql`${t.endsAt} is not null and ${t.revokedAt} is null`),
    // Two deliveries of one payment event give one grant per item: the database decides.
    uniqueIndex("access_grants_checkout_item_idx").on(t.checkoutSessionId, t.itemId),
  ],
);

/**
 * One row per grant and threshold (7 or 1 days before its end) once its reminder is claimed: the
 * insert is the claim, so two instances never send the same reminder.
 */
export const accessReminders = pgTable(
  "access_reminders",
  {
    grantId: integer("grant_id")
      .notNull()
      .references(() => accessGrants.id, { onDelete: "cascade" }),
    daysBefore: integer("days_before").notNull(),
    mailId: integer("mail_id").references(() => outgoingMail.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.grantId, t.daysBefore] })],
);

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: serial("id").primaryKey(),
    uid: uidColumn(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planId: integer("plan_id")
      .notNull()
      .references(() => plans.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull().defaultNow(),
    /** The end of the paid period: access lasts until then, a renewal moves it on. */
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** 'active', 'canceled' (ends at endsAt) or 'ended'. */
    status: text("status").notNull().default("active"),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    providerSubscriptionId: text("provider_subscription_id"),
    checkoutSessionId: integer("checkout_session_id").references(() => checkoutSessions.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("subscriptions_uid_idx").on(t.uid),
    uniqueIndex("subscriptions_checkout_idx").on(t.checkoutSessionId),
    index("subscriptions_provider_idx").on(t.providerSubscriptionId),
  ],
);

export const checkoutSessions = pgTable(
  "checkout_sessions",
  {
    id: serial("id").primaryKey(),
    uid: uidColumn(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 'prices' or 'subscription'. */
    type: text("type").notNull(),
    /** What was bought, copied from our records when the session was made (CheckoutPayload). */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    /** 'open', 'processing', 'complete', 'failed', 'expired' or 'refunded'. */
    status: text("status").notNull().default("open"),
    /** 'test' (the built-in checkout) or 'stripe'. */
    provider: text("provider").notNull().default("test"),
    providerSessionId: text("provider_session_id"),
    /** The payment (a payment intent id) once paid: what a refund names. */
    providerPaymentId: text("provider_payment_id"),
    failure: text("failure"),
    /** The buyer's language at checkout: the receipt's. */
    locale: text("locale").notNull().default("en"),
    customerEmail: text("customer_email"),
    /** Where "Cancel" leads on the site (the item's page). */
    cancelPath: text("cancel_path").notNull().default("/"),
    /** The buyer session of the browser that checked out (shared-password sites): what an unverified buyer sees. */
    buyerSessionId: integer("buyer_session_id").references((): AnyPgColumn => sessions.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** When it was refunded (status 'refunded'): the refund e-mail's date, and what items and My List say. */
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("checkout_sessions_uid_idx").on(t.uid),
    uniqueIndex("checkout_sessions_provider_idx").on(t.providerSessionId),
    index("checkout_sessions_payment_idx").on(t.providerPaymentId),
    index("checkout_sessions_site_idx").on(t.websiteId, t.createdAt),
    index("checkout_sessions_buyer_session_idx").on(t.buyerSessionId),
  ],
);

/**
 * The one-time sign-in links to a buyer's purchases (docs/buyers.md): only the token's SHA-256 is
 * kept; redeeming sets used_at, once.
 */
export const buyerLinks = pgTable(
  "buyer_links",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("buyer_links_token_idx").on(t.tokenHash), index("buyer_links_user_idx").on(t.userId)],
);

/** Every payment event handled, by its id: a replayed delivery finds its id here and is ignored. */
export const webhookEvents = pgTable("webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

export const contactMessages = pgTable("contact_messages", {
  id: serial("id").primaryKey(),
  websiteId: integer("website_id")
    .notNull()
    .references(() => websites.id, { onDelete: "cascade" }),
  email: text("email").notNull(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  message: text("message").notNull(),
  consent: boolean("consent").notNull(),
  createdAt: createdAt(),
});

export const outgoingMail = pgTable(
  "outgoing_mail",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id").references(() => websites.id, { onDelete: "cascade" }),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    /** 'outbox' (no mail server: kept for members to read), 'retrying', 'sent' or 'failed' (given up). */
    status: text("status").notNull().default("outbox"),
    error: text("error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Failed deliveries so far. */
    attempts: integer("attempts").notNull().default(0),
    /** When a 'retrying' message is due again (also the lease of the instance sending it). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
  },
  (t) => [
    index("outgoing_mail_site_idx").on(t.websiteId, t.createdAt),
    index("outgoing_mail_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'retrying'`),
  ],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id").references(() => websites.id, { onDelete: "cascade" }),
    actorUserId: integer("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_site_idx").on(t.websiteId, t.createdAt)],
);

export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * Items that were published and are no longer (deleted, or their publication withdrawn), so that
 * OAI-PMH harvesters learn of it (deletedRecord "persistent",
 * https://www.openarchives.org/OAI/openarchivesprotocol.html#DeletedRecords). Written by triggers
 * (migration 0016), whatever deletes or unpublishes the item; a row goes when its item is public again.
 */
export const oaiWithdrawn = pgTable(
  "oai_withdrawn",
  {
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    uid: uuid("uid").notNull(),
    /** When it stopped being public: the deleted record's datestamp. */
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }).notNull().defaultNow(),
    /** The categories it was in then, so that a harvest of one set learns of it too. */
    categoryUids: uuid("category_uids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
  },
  (t) => [primaryKey({ columns: [t.uid] }), index("oai_withdrawn_site_idx").on(t.websiteId, t.withdrawnAt, t.uid)],
);
