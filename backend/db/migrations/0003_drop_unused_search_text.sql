DROP INDEX "items_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "items" DROP COLUMN "search_text";