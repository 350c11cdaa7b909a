CREATE TABLE "webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_grants" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "provider" text DEFAULT 'test' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "failure" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "customer_email" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "cancel_path" text DEFAULT '/' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "uid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "provider_subscription_id" text;--> statement-breakpoint
ALTER TABLE "access_grants" ADD CONSTRAINT "access_grants_checkout_session_id_checkout_sessions_id_fk" FOREIGN KEY ("checkout_session_id") REFERENCES "public"."checkout_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_checkout_session_id_checkout_sessions_id_fk" FOREIGN KEY ("checkout_session_id") REFERENCES "public"."checkout_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_grants_checkout_item_idx" ON "access_grants" USING btree ("checkout_session_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_provider_idx" ON "checkout_sessions" USING btree ("provider_session_id");--> statement-breakpoint
CREATE INDEX "checkout_sessions_payment_idx" ON "checkout_sessions" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "checkout_sessions_site_idx" ON "checkout_sessions" USING btree ("website_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_uid_idx" ON "subscriptions" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_checkout_idx" ON "subscriptions" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE INDEX "subscriptions_provider_idx" ON "subscriptions" USING btree ("provider_subscription_id");