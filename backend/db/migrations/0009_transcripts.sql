-- Search inside transcripts (issue 13): the cues of every captions file, each with its words as a
-- tsvector made like items' search_vector ('simple' over unaccent), so one GIN index finds the
-- cue, and its time, where a word is said. Items are then reached by their media or playlist.
CREATE TABLE "caption_cues" (
	"file_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"language" text NOT NULL,
	"position" integer NOT NULL,
	"start_seconds" real NOT NULL,
	"end_seconds" real NOT NULL,
	"text" text NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	CONSTRAINT "caption_cues_file_id_position_pk" PRIMARY KEY("file_id","position")
);
--> statement-breakpoint
ALTER TABLE "caption_cues" ADD CONSTRAINT "caption_cues_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "caption_cues_media_idx" ON "caption_cues" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "caption_cues_search_idx" ON "caption_cues" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "items_media_idx" ON "items" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "items_playlist_idx" ON "items" USING btree ("playlist_id");