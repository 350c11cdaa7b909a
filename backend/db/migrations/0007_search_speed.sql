-- Search speed (issue 11). A search ranks every match, so it reads the search_vector of every
-- matching item: kept in the row (about 2 KB) rather than in the TOAST table, it reads in a third
-- of the time. Vectors written before move back into their rows on the UPDATE below.
ALTER TABLE "items" SET (toast_tuple_target = 8160);--> statement-breakpoint
ALTER TABLE "items" ALTER COLUMN "search_vector" SET STORAGE MAIN;--> statement-breakpoint
UPDATE "items" SET "search_vector" = "search_vector" || ''::tsvector WHERE "search_vector" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "items_site_expired_idx" ON "items" USING btree ("website_id","expired_at") WHERE "items"."expired_at" is not null;
