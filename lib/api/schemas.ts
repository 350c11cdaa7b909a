// The contract of spec §3: one zod schema and one type per resource, in the API's snake_case shapes.
// The built-in backend answers in exactly these shapes; the server's client parses answers with them
// (lib/api/shape-schemas.ts) and forms validate with them. Public pages' client code imports only
// the types: the browser, talking to our own BFF, does not re-validate (lib/api/shapes.ts).
import "../zod-jitless";
import { z } from "zod";
import { ONDEMAND_MAX_ITEMS } from "./limits";

export const colorSchema = z.string().regex(/^#[0-9a-fA-F]{3,8}$/, "invalid colour");

export const socialLinkSchema = z.object({
  kind: z.string(),
  url: z.string(),
  label: z.string(),
});

export const partnerSchema = z.object({
  name: z.string(),
  url: z.string(),
  logo: z.string(),
});

export const websiteSettingsSchema = z.object({
  uid: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  footer: z.string().nullable(),
  colors_theme: z.enum(["light", "dark"]),
  colors_primary: colorSchema,
  auth_enabled: z.boolean(),
  auth_force_login: z.boolean(),
  auth_method: z.enum(["users", "password"]),
  auth_users_registration_enabled: z.boolean(),
  auth_background_image: z.string().nullable(),
  monetization_enabled: z.boolean(),
  monetization_currency: z.enum(["eur", "chf"]),
  show_legal: z.boolean(),
  home_page: z.number().int().nullable(),
  options_share_btn: z.boolean(),
  // Extensions of the built-in backend; an upstream that lacks them simply hides those parts.
  donate_url: z.string().nullable().optional(),
  social_links: z.array(socialLinkSchema).optional(),
  partners: z.array(partnerSchema).optional(),
  /** Domains whose pages may embed the player (lib/embed-domains.ts); empty or absent: any. */
  embed_allowed_domains: z.array(z.string()).optional(),
});
export type WebsiteSettings = z.infer<typeof websiteSettingsSchema>;

export const userSchema = z.object({
  uid: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  is_member: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

export const categorySchema = z.object({
  uid: z.string(),
  parent_id: z.string().nullable(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  thumbnail: z.string().nullable(),
  icon: z.string().nullable(),
  image_background: z.string().nullable(),
  order_by: z.string(),
  is_on_navbar: z.boolean(),
  /** Shown before this category's items play (null: none); optional for an upstream without warnings. */
  content_warning: z.string().nullable().optional(),
});
export type Category = z.infer<typeof categorySchema>;
/** What the page frame (strip, drawer) needs of a category: the browser gets nothing more. */
export type NavCategory = Pick<Category, "uid" | "parent_id" | "slug" | "name" | "is_on_navbar">;
export type CategoryNode = NavCategory & { children: CategoryNode[] };

export const fileSchema = z.object({
  uid: z.string(),
  display_name: z.string(),
  size: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  file: z.string(),
  slug: z.string(),
  /** A caption track's language. */
  language: z.string().optional(),
});
export type MediaFile = z.infer<typeof fileSchema>;

export const playlistMediaSchema = z.object({
  uid: z.string(),
  name: z.string(),
  thumbnail: z.string().nullable(),
  duration: z.number(),
  description: z.string().nullable(),
});
export type PlaylistMedia = z.infer<typeof playlistMediaSchema>;

export const customFieldValueSchema = z.union([z.string(), z.number(), z.array(z.string())]);

export const contentObjectSchema = z.object({
  uid: z.string(),
  name: z.string(),
  thumbnail: z.string().nullable(),
  duration: z.number().optional(),
  excerpt: z.string().nullable(),
  excerpt_is_custom: z.boolean(),
  description: z.string().nullable(),
  tags: z.array(z.string()),
  type: z.string(),
  files: z.array(fileSchema).optional(),
  medias: z.array(playlistMediaSchema).optional(),
  medias_count: z.number().optional(),
  medias_duration: z.number().optional(),
  custom_fields: z.record(z.string(), customFieldValueSchema),
});
export type ContentObject = z.infer<typeof contentObjectSchema>;

export const priceSchema = z.object({
  uid: z.string(),
  amount: z.number().int(),
  period: z.number().int(),
  downloadable_choices: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
});

export const visibilityTypeSchema = z.enum(["public", "private", "on_demand"]);

export const itemCategoryRefSchema = z.object({ uid: z.string(), slug: z.string(), name: z.string() });

/** A cue of an item's captions where a search's words are said; times in seconds from the start of
 * the media (for a playlist, of the media `media_uid`). */
export const transcriptHitSchema = z.object({
  start: z.number(),
  end: z.number(),
  text: z.string(),
  media_uid: z.string().optional(),
});
export type TranscriptHit = z.infer<typeof transcriptHitSchema>;

export const itemSchema = z.object({
  uid: z.string(),
  slug: z.string(),
  content_object_type: z.enum(["media", "playlist"]),
  content_object_id: z.string(),
  content_object: contentObjectSchema,
  content_object_thumbnail: z.string().nullable(),
  published_at: z.string().nullable(),
  expire_at: z.string().nullable(),
  expired_at: z.string().nullable(),
  has_access: z.boolean(),
  visibility_type: visibilityTypeSchema,
  monetization_enabled: z.boolean(),
  plans: z.array(z.string()),
  prices: z.array(priceSchema),
  categories: z.array(itemCategoryRefSchema),
  embed_url: z.string().nullable(),
  is_content_downloadable: z.boolean(),
  languages: z.array(z.string()).optional(),
  /**
   * Only in the results of a search (`?search=`; absent otherwise): the best (at most 3) cues of the
   * item's captions matching it, in the page's language when some are; `[]` when the viewer may not
   * play the item (has_access false), which a transcript match still finds.
   */
  transcript_hits: z.array(transcriptHitSchema).optional(),
  /**
   * Shown before the item plays, in the request's language: the item's own warning, else the first
   * of its categories' (in the order of `categories`); null when none. Optional for an upstream
   * without warnings.
   */
  content_warning: z.string().nullable().optional(),
  /**
   * When the viewer's access to it ended by a refund (their latest purchase, rental or plan giving it
   * was refunded and nothing else gives access); null or absent otherwise.
   */
  refunded_at: z.string().nullable().optional(),
});
export type Item = z.infer<typeof itemSchema>;

/**
 * A page as Django REST framework's limit/offset pagination answers it: `next` and `previous` are
 * absolute URLs, null at either end; optional, so an upstream that leaves them out still parses.
 */
export function pageOf<T extends z.ZodType>(result: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable().optional(),
    previous: z.string().nullable().optional(),
    results: z.array(result),
  });
}
export type Paginated<T> = { count: number; next?: string | null; previous?: string | null; results: T[] };

export const blockSchema = z.object({
  uid: z.string(),
  component: z.string(),
  is_displayed: z.boolean(),
  title: z.string().optional(),
  fields: z.record(z.string(), z.unknown()),
});
export type Block = z.infer<typeof blockSchema>;

export const pageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.array(blockSchema),
});
export type Page = z.infer<typeof pageSchema>;

// Inputs (validated identically by the backend and the forms).

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

export const contactInputSchema = z.object({
  email: z.string().trim().min(1, "required").regex(EMAIL_PATTERN, "invalidEmail").max(254),
  first_name: z.string().trim().min(1, "required").max(150),
  last_name: z.string().trim().min(1, "required").max(150),
  message: z.string().trim().min(1, "required").max(5000),
  consent: z.literal(true, { error: "required" }),
});
export type ContactInput = z.infer<typeof contactInputSchema>;

export const loginInputSchema = z.object({
  email: z.string().trim().max(254, "tooLong").optional(),
  password: z.string().min(1, "required").max(1024, "tooLong"),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const onDemandInputSchema = z.object({
  type: z.literal("on_demand"),
  items: z.array(z.string().uuid()).min(1).max(ONDEMAND_MAX_ITEMS),
});
export type OnDemandInput = z.infer<typeof onDemandInputSchema>;

/** POST /ondemand/requests/ – 201 with the request and the status of each of its items. */
export const onDemandCreatedSchema = z.object({
  uid: z.string(),
  status: z.string(),
  items: z.array(z.object({ uid: z.string(), status: z.string() })),
});
export type OnDemandCreated = z.infer<typeof onDemandCreatedSchema>;

/** The body of every error answer: `{type, message, errors?}`. */
export const apiErrorBodySchema = z.object({
  type: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

// Accounts (spec §3 payloads, §5 rules). Messages are keys the forms translate (namespace `validation`).

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PROFILES = ["researcher", "family", "student", "journalist", "teacher", "other"] as const;

const requiredText = (max = 150) => z.string().trim().min(1, "required").max(max, "tooLong");
const optionalText = (max = 150) => z.string().trim().max(max, "tooLong").optional().default("");
const emailField = z.string().trim().min(1, "required").max(254, "tooLong").regex(EMAIL_PATTERN, "invalidEmail");
const passwordField = z.string().min(1, "required").min(PASSWORD_MIN_LENGTH, "minPassword").max(PASSWORD_MAX_LENGTH, "maxPassword");

function samePasswords<T extends { password1: string; password2: string }>(value: T, ctx: z.RefinementCtx) {
  if (value.password1 !== value.password2) ctx.addIssue({ code: "custom", path: ["password2"], message: "passwordMismatch" });
}

export const registrationCustomSchema = z.object({
  birthdate: z
    .union([z.literal(""), z.iso.date("invalidDate")])
    .optional()
    .default(""),
  nationality: optionalText(),
  address: optionalText(300),
  zipcode: optionalText(20),
  city: optionalText(),
  country: optionalText(),
  phone: z
    .string()
    .trim()
    .min(1, "required")
    .max(30, "tooLong")
    .regex(/^\+?[0-9][0-9 .-]*$/, "numeric"),
  profile: z.enum(PROFILES, { error: "required" }),
  "reason-for-research": requiredText(2000),
});

export const registrationInputSchema = z
  .object({
    first_name: requiredText(),
    last_name: requiredText(),
    email: emailField,
    password1: passwordField,
    password2: z.string().min(1, "required").max(PASSWORD_MAX_LENGTH, "maxPassword"),
    custom: registrationCustomSchema,
  })
  .superRefine(samePasswords);
export type RegistrationInput = z.infer<typeof registrationInputSchema>;
/** The registration form's values as typed, before the schema's transforms. */
export type RegistrationFormValues = z.input<typeof registrationInputSchema>;

export const invitationRegistrationInputSchema = z
  .object({
    first_name: requiredText(),
    last_name: requiredText(),
    password1: passwordField,
    password2: z.string().min(1, "required").max(PASSWORD_MAX_LENGTH, "maxPassword"),
    custom_fields: z.record(z.string().uuid(), z.string().trim().max(500, "tooLong")).default({}),
  })
  .superRefine(samePasswords);
export type InvitationRegistrationInput = z.infer<typeof invitationRegistrationInputSchema>;

export const invitationSchema = z.object({
  uid: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  custom_fields: z.array(z.object({ uid: z.string(), name: z.string(), value: z.string() })),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const passwordResetRequestSchema = z.object({ email: emailField });
export const passwordResetConfirmSchema = z
  .object({
    token: z.string().min(20).max(200),
    password1: passwordField,
    password2: z.string().min(1, "required").max(PASSWORD_MAX_LENGTH, "maxPassword"),
  })
  .superRefine(samePasswords);
export type PasswordResetConfirmInput = z.infer<typeof passwordResetConfirmSchema>;

export const accessStatusSchema = z.enum(["active", "expired", "pending", "refused", "refunded"]);
export type AccessStatus = z.infer<typeof accessStatusSchema>;

/** An entry of My List: the item, and where the viewer's access to it stands. */
export const accessEntrySchema = itemSchema.extend({
  access_status: accessStatusSchema,
  refusal_reason: z.string().nullable(),
  requested_at: z.string().nullable(),
  /** How the access came (or comes): a member's approval, a purchase (no end), a rental, a plan. */
  access_source: z.enum(["on_demand", "purchase", "rental", "subscription"]).nullable().optional(),
  /** The plan, for access through a subscription. */
  plan: z.object({ uid: z.string(), name: z.string() }).nullable().optional(),
  /** An on-demand access, running or ended lately, that the user may ask to renew (POST /items/access/renew/). */
  renewable: z.boolean().optional(),
  /** When the renewal the user asked for was sent, while it waits for a member (null: none). */
  renewal_requested_at: z.string().nullable().optional(),
});
export type AccessEntry = z.infer<typeof accessEntrySchema>;

/** POST /items/access/renew/ – the items whose on-demand access to ask again for (the server enforces the spec's 10). */
export const renewalInputSchema = z.object({ items: z.array(z.string().uuid()).min(1) });
export type RenewalInput = z.infer<typeof renewalInputSchema>;
/** Its answer: the renewal asked for (the server answers 409 for one already waiting). */
export const accessRenewalSchema = z.object({ uid: z.string(), is_renewal: z.literal(true) });
export type AccessRenewal = z.infer<typeof accessRenewalSchema>;

export const decisionInputSchema = z.object({
  decision: z.enum(["approve", "refuse"]),
  reason: z.string().trim().max(1000, "tooLong").optional().default(""),
});

export const invitationCreateSchema = z.object({
  first_name: requiredText(),
  last_name: requiredText(),
  email: emailField,
  custom_fields: z.record(z.string().uuid(), z.string().trim().max(500, "tooLong")).default({}),
});
