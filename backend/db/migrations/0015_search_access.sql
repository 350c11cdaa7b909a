-- A search never matches what the viewer may not read (issue 48): the words said in an item's
-- captions leave its search document, which keeps what anyone may read, for a document of their own
-- (the same with those words), searched only for viewers who may play the item. Both as
-- refreshSearchIndex writes them: the old document, which held the words said, is the new one.
ALTER TABLE "items" ADD COLUMN "spoken_vector" "tsvector";--> statement-breakpoint
UPDATE "items" SET "spoken_vector" = "search_vector";--> statement-breakpoint
UPDATE "items" i SET "search_vector" = (
  SELECT setweight(to_tsvector('simple', unaccent(coalesce(c."name", '') || ' ' || coalesce(c."i18n"->'fr'->>'name', ''))), 'A')
    || setweight(to_tsvector('simple', unaccent(array_to_string(c."tags", ' '))), 'B')
    || setweight(to_tsvector('simple', unaccent(coalesce((select string_agg(v.value, ' ') from jsonb_each_text(c."custom_fields") v), ''))), 'C')
    || setweight(to_tsvector('simple', unaccent(coalesce(c."description", '') || ' ' || coalesce(c."i18n"->'fr'->>'description', ''))), 'D')
  FROM (
    SELECT "name", "i18n", "tags", "custom_fields", "description" FROM "medias" WHERE "id" = i."media_id"
    UNION ALL
    SELECT "name", "i18n", "tags", "custom_fields", "description" FROM "playlists" WHERE "id" = i."playlist_id"
  ) c
) WHERE i."search_vector" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "items_spoken_idx" ON "items" USING gin ("spoken_vector");
