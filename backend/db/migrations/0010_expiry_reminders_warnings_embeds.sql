CREATE TABLE "access_reminders" (
	"grant_id" integer NOT NULL,
	"days_before" integer NOT NULL,
	"mail_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_reminders_grant_id_days_before_pk" PRIMARY KEY("grant_id","days_before")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "content_warning" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "content_warning" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ondemand_request_items" ADD COLUMN "renews_grant_id" integer;--> statement-breakpoint
ALTER TABLE "ondemand_requests" ADD COLUMN "is_renewal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "embed_allowed_domains" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "access_reminders" ADD CONSTRAINT "access_reminders_grant_id_access_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."access_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_reminders" ADD CONSTRAINT "access_reminders_mail_id_outgoing_mail_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."outgoing_mail"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ondemand_request_items" ADD CONSTRAINT "ondemand_request_items_renews_grant_id_access_grants_id_fk" FOREIGN KEY ("renews_grant_id") REFERENCES "public"."access_grants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_grants_ends_idx" ON "access_grants" USING btree ("ends_at") WHERE "access_grants"."ends_at" is not null and "access_grants"."revoked_at" is null;