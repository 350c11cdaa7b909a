-- Buyers on shared-password sites (docs/buyers.md): users with role 'buyer', one per (site, e-mail)
-- under the existing users_site_email_idx; sessions.verified (false: a buyer's session made by a
-- checkout, which sees only that browser's purchases); the browser's buyer session on each checkout;
-- the one-time sign-in links, kept as hashes.
CREATE TABLE "buyer_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "buyer_session_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "verified" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "buyer_links" ADD CONSTRAINT "buyer_links_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_links" ADD CONSTRAINT "buyer_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_links_token_idx" ON "buyer_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "buyer_links_user_idx" ON "buyer_links" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_buyer_session_id_sessions_id_fk" FOREIGN KEY ("buyer_session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_sessions_buyer_session_idx" ON "checkout_sessions" USING btree ("buyer_session_id");