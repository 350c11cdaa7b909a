-- Search ordered by name: each item keeps its content's sortable name per locale (what sortableName
-- computes: lower(unaccent(the localized name, else the name))), written with its search document by
-- refreshSearchIndex. Unaccenting the joined names of every match took most of such a search.
ALTER TABLE "items" ADD COLUMN "sort_name_en" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "sort_name_fr" text;--> statement-breakpoint
UPDATE "items" i SET
  "sort_name_en" = lower(unaccent(coalesce(m."i18n"->'en'->>'name', m."name"))),
  "sort_name_fr" = lower(unaccent(coalesce(m."i18n"->'fr'->>'name', m."name")))
FROM "medias" m WHERE i."media_id" = m."id";--> statement-breakpoint
UPDATE "items" i SET
  "sort_name_en" = lower(unaccent(coalesce(p."i18n"->'en'->>'name', p."name"))),
  "sort_name_fr" = lower(unaccent(coalesce(p."i18n"->'fr'->>'name', p."name")))
FROM "playlists" p WHERE i."playlist_id" = p."id";
