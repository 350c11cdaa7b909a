-- OAI-PMH (issue 49, https://www.openarchives.org/OAI/openarchivesprotocol.html): every record has a
-- datestamp, the last change of the item, its media or playlist, or its categories (items.changed_at,
-- with published_at: services/oai/records.ts); and the repository keeps deleted records
-- ("persistent"): an item that was published and is deleted or withdrawn leaves a row in
-- oai_withdrawn. Both are kept by triggers, so that no code path (the admin, a script, SQL by hand)
-- can change a record without its datestamp moving, or take one away without harvesters learning it.
CREATE TABLE "oai_withdrawn" (
	"website_id" integer NOT NULL,
	"uid" uuid NOT NULL,
	"withdrawn_at" timestamp with time zone DEFAULT now() NOT NULL,
	"category_uids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	CONSTRAINT "oai_withdrawn_uid_pk" PRIMARY KEY("uid")
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "oai_withdrawn" ADD CONSTRAINT "oai_withdrawn_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oai_withdrawn_site_idx" ON "oai_withdrawn" USING btree ("website_id","withdrawn_at","uid");;--> statement-breakpoint
UPDATE "items" SET "changed_at" = "created_at";--> statement-breakpoint
CREATE FUNCTION oai_item_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The search documents and sort keys are derived from the record, not part of it.
  IF NEW.changed_at IS NOT DISTINCT FROM OLD.changed_at
    AND (to_jsonb(NEW) - 'search_vector' - 'spoken_vector' - 'sort_name_en' - 'sort_name_fr')
      IS DISTINCT FROM (to_jsonb(OLD) - 'search_vector' - 'spoken_vector' - 'sort_name_en' - 'sort_name_fr') THEN
    NEW.changed_at := now();
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER items_oai_changed BEFORE UPDATE ON "items" FOR EACH ROW EXECUTE FUNCTION oai_item_changed();--> statement-breakpoint
CREATE FUNCTION oai_withdraw(item "items", at timestamptz) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "oai_withdrawn" ("website_id", "uid", "withdrawn_at", "category_uids")
  VALUES (item.website_id, item.uid, at, coalesce(
    (SELECT array_agg(c."uid") FROM "item_categories" ic JOIN "categories" c ON c."id" = ic."category_id" WHERE ic."item_id" = item.id),
    '{}'::uuid[]))
  ON CONFLICT ("uid") DO UPDATE SET "website_id" = excluded."website_id", "withdrawn_at" = excluded."withdrawn_at",
    "category_uids" = excluded."category_uids";
$$;--> statement-breakpoint
CREATE FUNCTION oai_item_publication() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Published until now and no longer (unpublished, or rescheduled to later): a deleted record. An
  -- expiry reached is not written here: the item stays, and is read as deleted from expired_at.
  IF OLD.published_at <= now() AND (NEW.published_at IS NULL OR NEW.published_at > now()) THEN
    PERFORM oai_withdraw(NEW, now());
  ELSIF NEW.published_at <= now() THEN
    DELETE FROM "oai_withdrawn" WHERE "uid" = NEW.uid;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER items_oai_publication AFTER UPDATE OF "published_at" ON "items" FOR EACH ROW EXECUTE FUNCTION oai_item_publication();--> statement-breakpoint
CREATE FUNCTION oai_item_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Before the delete, while its categories are still there. Not when its whole site goes.
  IF OLD.published_at <= now() AND EXISTS (SELECT 1 FROM "websites" WHERE "id" = OLD.website_id) THEN
    PERFORM oai_withdraw(OLD, now());
  END IF;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER items_oai_deleted BEFORE DELETE ON "items" FOR EACH ROW EXECUTE FUNCTION oai_item_deleted();--> statement-breakpoint
CREATE FUNCTION oai_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'medias' THEN
    UPDATE "items" SET "changed_at" = now() WHERE "media_id" IN (SELECT "id" FROM changed) AND "changed_at" < now();
  ELSE
    UPDATE "items" SET "changed_at" = now() WHERE "playlist_id" IN (SELECT "id" FROM changed) AND "changed_at" < now();
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER medias_oai_changed AFTER UPDATE ON "medias" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION oai_content_changed();--> statement-breakpoint
CREATE TRIGGER playlists_oai_changed AFTER UPDATE ON "playlists" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION oai_content_changed();--> statement-breakpoint
CREATE FUNCTION oai_categories_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An item inserted in this transaction with its categories already has this datestamp.
  UPDATE "items" SET "changed_at" = now() WHERE "id" IN (SELECT "item_id" FROM changed) AND "changed_at" < now();
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER item_categories_oai_added AFTER INSERT ON "item_categories" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION oai_categories_changed();--> statement-breakpoint
CREATE TRIGGER item_categories_oai_removed AFTER DELETE ON "item_categories" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION oai_categories_changed();
