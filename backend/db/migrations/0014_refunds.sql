-- When an order was refunded: the refund e-mail's date, an item's refunded_at and My List's
-- "refunded". Orders refunded before this column get the moment their grants were revoked, or else
-- their completion's.
ALTER TABLE "checkout_sessions" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
UPDATE "checkout_sessions" SET "refunded_at" = coalesce(
  (SELECT max("revoked_at") FROM "access_grants" WHERE "access_grants"."checkout_session_id" = "checkout_sessions"."id"),
  "completed_at",
  "created_at"
) WHERE "status" = 'refunded';
