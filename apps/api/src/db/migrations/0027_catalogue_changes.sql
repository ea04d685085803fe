-- Which products changed at which catalogue version (the products list right after a write).
-- GET suppliers/products keeps a supplier's list under its catalogue version (migration 0016); with
-- these rows, a kept list at version K is brought up to date by reading again only the products changed
-- after K, not all 10,000. A change not told product by product (an image, a venue or a unit, shown by
-- many products; a truncate; a statement of more than 1,000 rows, such as a bulk upload) moves
-- full_version instead, and a list older than it is built again whole.
CREATE TABLE "catalogue_changes" (
	"supplier_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "catalogue_changes_pk" PRIMARY KEY("supplier_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "catalogue_versions" ADD COLUMN "full_version" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE INDEX "catalogue_changes_supplier_version_idx" ON "catalogue_changes" USING btree ("supplier_id","version");
--> statement-breakpoint
-- The statement's products, at the version the statement has just moved their supplier to; past 1,000
-- rows the supplier's list is marked for a whole rebuild instead (one row each would cost a bulk upload
-- more than a rebuild saves).
CREATE FUNCTION "catalogue_note_products"("suppliers" integer[], "products" integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality("products") > 1000 THEN
    UPDATE "catalogue_versions" SET "full_version" = "version"
      WHERE "supplier_id" IN (SELECT DISTINCT s FROM unnest("suppliers") AS s);
    RETURN;
  END IF;
  INSERT INTO "catalogue_changes" AS c ("supplier_id", "product_id", "version")
    SELECT DISTINCT ON (t.s, t.p) t.s, t.p, v."version"
    FROM unnest("suppliers", "products") AS t(s, p)
      JOIN "catalogue_versions" v ON v."supplier_id" = t.s
    WHERE t.p IS NOT NULL
    ORDER BY t.s, t.p
  ON CONFLICT ("supplier_id", "product_id") DO UPDATE SET "version" = excluded."version";
END $$;
--> statement-breakpoint
-- An image changed or gone: every supplier with a product showing it, not only the image's owner (a
-- gallery image has none: migration 0016 moved no version when one was renamed), has its version moved
-- and its next list built whole.
CREATE FUNCTION "catalogue_images_changed"("ids" integer[], "owners" integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  "reached" integer[] := array(
    SELECT unnest("owners") UNION SELECT "supplier_id" FROM "products" WHERE "image_id" = ANY("ids"));
BEGIN
  PERFORM "catalogue_bump_versions"("reached");
  UPDATE "catalogue_versions" SET "full_version" = "version" WHERE "supplier_id" = ANY("reached");
END $$;
--> statement-breakpoint
-- The triggers of migration 0016, now also telling which products changed. PL/pgSQL compiles a trigger
-- function once per trigger and plans a statement only when it runs, so each branch names only the
-- columns of its own table: products by "id", custom prices and specials by "product_id".
CREATE OR REPLACE FUNCTION "catalogue_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "catalogue_bump_versions"(array(SELECT "supplier_id" FROM "new_rows"));
  IF TG_TABLE_NAME = 'products' THEN
    PERFORM "catalogue_note_products"(array(SELECT "supplier_id" FROM "new_rows"), array(SELECT "id" FROM "new_rows"));
  ELSE
    PERFORM "catalogue_note_products"(
      array(SELECT "supplier_id" FROM "new_rows"), array(SELECT "product_id" FROM "new_rows"));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "catalogue_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'images' THEN
    PERFORM "catalogue_images_changed"(array(SELECT "id" FROM "old_rows"),
      array(SELECT "supplier_id" FROM "new_rows" UNION SELECT "supplier_id" FROM "old_rows"));
    RETURN NULL;
  END IF;
  PERFORM "catalogue_bump_versions"(
    array(SELECT "supplier_id" FROM "new_rows" UNION SELECT "supplier_id" FROM "old_rows"));
  IF TG_TABLE_NAME = 'products' THEN
    PERFORM "catalogue_note_products"(
      array(SELECT "supplier_id" FROM "new_rows" UNION ALL SELECT "supplier_id" FROM "old_rows"),
      array(SELECT "id" FROM "new_rows" UNION ALL SELECT "id" FROM "old_rows"));
  ELSE
    PERFORM "catalogue_note_products"(
      array(SELECT "supplier_id" FROM "new_rows" UNION ALL SELECT "supplier_id" FROM "old_rows"),
      array(SELECT "product_id" FROM "new_rows" UNION ALL SELECT "product_id" FROM "old_rows"));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "catalogue_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'images' THEN
    PERFORM "catalogue_images_changed"(
      array(SELECT "id" FROM "old_rows"), array(SELECT "supplier_id" FROM "old_rows"));
    RETURN NULL;
  END IF;
  PERFORM "catalogue_bump_versions"(array(SELECT "supplier_id" FROM "old_rows"));
  IF TG_TABLE_NAME = 'products' THEN
    PERFORM "catalogue_note_products"(array(SELECT "supplier_id" FROM "old_rows"), array(SELECT "id" FROM "old_rows"));
  ELSE
    PERFORM "catalogue_note_products"(
      array(SELECT "supplier_id" FROM "old_rows"), array(SELECT "product_id" FROM "old_rows"));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "catalogue_bump_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_versions" SET "version" = "version" + 1, "full_version" = "version" + 1;
  RETURN NULL;
END $$;
