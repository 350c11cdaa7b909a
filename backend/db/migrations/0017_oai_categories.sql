-- OAI-PMH: a record shows its categories' names (dc:subject) and its sets, each the slugs from the
-- root down (setSpec, services/oai/sets.ts). So when a category is renamed, re-slugged or moved, the
-- records of its items, and of the items of every category under it, change: their datestamps move
-- (items.changed_at, migration 0016), and a selective harvest picks them up again.
CREATE FUNCTION oai_category_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH RECURSIVE "moved" AS (
    SELECT n."uid", n."website_id" FROM changed_new n JOIN changed_old o ON o."id" = n."id"
    WHERE (n."slug", n."name", n."i18n", n."parent_uid") IS DISTINCT FROM (o."slug", o."name", o."i18n", o."parent_uid")
    UNION
    SELECT c."uid", c."website_id" FROM "categories" c JOIN "moved" m ON c."parent_uid" = m."uid" AND c."website_id" = m."website_id"
  )
  UPDATE "items" SET "changed_at" = now()
  WHERE "id" IN (SELECT ic."item_id" FROM "item_categories" ic JOIN "categories" c ON c."id" = ic."category_id" JOIN "moved" m ON m."uid" = c."uid")
    AND "changed_at" < now();
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER categories_oai_changed AFTER UPDATE ON "categories" REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION oai_category_changed();
