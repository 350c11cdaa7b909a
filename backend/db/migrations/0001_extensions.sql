-- Search (ARCHITECTURE.md): accent-insensitive full text and typo tolerance.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
