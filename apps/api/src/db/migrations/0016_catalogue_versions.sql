CREATE TABLE "catalogue_versions" (
	"supplier_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Every supplier has a row, so a write to venues or units (which moves every row) reaches them all.
INSERT INTO "catalogue_versions" ("supplier_id", "version") SELECT "id", 0 FROM "suppliers";
--> statement-breakpoint
-- Statement triggers move a supplier's catalogue version in the same transaction as any write to
-- what GET suppliers/products shows, whichever code path makes it (that answer is kept per
-- supplier under this version). Venues and units are shared: a write to them moves every version.
CREATE FUNCTION "catalogue_bump_versions"("suppliers" integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "catalogue_versions" AS v ("supplier_id", "version")
    SELECT DISTINCT s, 1 FROM unnest("suppliers") AS s WHERE s IS NOT NULL ORDER BY s
  ON CONFLICT ("supplier_id") DO UPDATE SET "version" = v."version" + 1;
$$;
--> statement-breakpoint
CREATE FUNCTION "catalogue_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "catalogue_bump_versions"(array(SELECT "supplier_id" FROM "new_rows"));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "catalogue_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "catalogue_bump_versions"(
    array(SELECT "supplier_id" FROM "new_rows" UNION SELECT "supplier_id" FROM "old_rows"));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "catalogue_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "catalogue_bump_versions"(array(SELECT "supplier_id" FROM "old_rows"));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "catalogue_bump_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_versions" SET "version" = "version" + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_after_update"();
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_after_delete"();
--> statement-breakpoint
CREATE TRIGGER "custom_prices_catalogue_insert" AFTER INSERT ON "custom_prices"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "custom_prices_catalogue_update" AFTER UPDATE ON "custom_prices"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_after_update"();
--> statement-breakpoint
CREATE TRIGGER "custom_prices_catalogue_delete" AFTER DELETE ON "custom_prices"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_after_delete"();
--> statement-breakpoint
CREATE TRIGGER "specials_catalogue_insert" AFTER INSERT ON "specials"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "specials_catalogue_update" AFTER UPDATE ON "specials"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_after_update"();
--> statement-breakpoint
CREATE TRIGGER "specials_catalogue_delete" AFTER DELETE ON "specials"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_after_delete"();
--> statement-breakpoint
CREATE TRIGGER "images_catalogue_update" AFTER UPDATE ON "images"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_after_update"();
--> statement-breakpoint
CREATE TRIGGER "images_catalogue_delete" AFTER DELETE ON "images"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_after_delete"();
--> statement-breakpoint
CREATE TRIGGER "venues_catalogue" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "venues"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_bump_all"();
--> statement-breakpoint
CREATE TRIGGER "units_catalogue" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "units"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_bump_all"();
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_bump_all"();
--> statement-breakpoint
CREATE TRIGGER "custom_prices_catalogue_truncate" AFTER TRUNCATE ON "custom_prices"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_bump_all"();
--> statement-breakpoint
CREATE TRIGGER "specials_catalogue_truncate" AFTER TRUNCATE ON "specials"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_bump_all"();
