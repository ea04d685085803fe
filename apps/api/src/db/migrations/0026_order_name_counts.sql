-- How many orders each supplier has per status and per searchable name (venue and customer), kept by the
-- orders triggers in the same transaction as the write: a searched orders list's exact total is
-- a sum over the supplier's distinct names, not a count over every matching order (0.75 s for a common
-- word at a million orders). name_text is the free-text search expression without the order id
-- (orderSearchText in schema/orders.ts), so a search term without digits matches one exactly when it
-- matches the order.
CREATE TABLE "order_name_counts" (
	"supplier_id" integer NOT NULL,
	"order_status" text NOT NULL,
	"name_text" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_name_counts_pk" PRIMARY KEY("supplier_id","order_status","name_text")
);
--> statement-breakpoint
CREATE FUNCTION "order_name_text"("company" text, "firstname" text, "lastname" text) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce("company" || ' ' || coalesce("firstname", '') || ' ' || coalesce("lastname", '') || ' ', '')
$$;
--> statement-breakpoint
INSERT INTO "order_name_counts" ("supplier_id", "order_status", "name_text", "orders")
  SELECT "supplier_id", "order_status",
    "order_name_text"("shipping_company", "shipping_firstname", "shipping_lastname"), count(*)
  FROM "orders" GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "orders_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "orders_bump_list_versions"(array(SELECT "supplier_id" FROM "new_orders"));
  INSERT INTO "order_status_counts" AS c ("supplier_id", "order_status", "orders")
    SELECT "supplier_id", "order_status", count(*) FROM "new_orders" GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("supplier_id", "order_status") DO UPDATE SET "orders" = c."orders" + excluded."orders";
  INSERT INTO "order_name_counts" AS c ("supplier_id", "order_status", "name_text", "orders")
    SELECT "supplier_id", "order_status",
      "order_name_text"("shipping_company", "shipping_firstname", "shipping_lastname"), count(*)
    FROM "new_orders" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("supplier_id", "order_status", "name_text") DO UPDATE SET "orders" = c."orders" + excluded."orders";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "orders_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "orders_bump_list_versions"(
    array(SELECT "supplier_id" FROM "new_orders" UNION SELECT "supplier_id" FROM "old_orders"));
  INSERT INTO "order_status_counts" AS c ("supplier_id", "order_status", "orders")
    SELECT "supplier_id", "order_status", sum(n) FROM (
      SELECT "supplier_id", "order_status", 1 AS n FROM "new_orders"
      UNION ALL SELECT "supplier_id", "order_status", -1 FROM "old_orders"
    ) d GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
  ON CONFLICT ("supplier_id", "order_status") DO UPDATE SET "orders" = c."orders" + excluded."orders";
  INSERT INTO "order_name_counts" AS c ("supplier_id", "order_status", "name_text", "orders")
    SELECT "supplier_id", "order_status", "name_text", sum(n) FROM (
      SELECT "supplier_id", "order_status",
        "order_name_text"("shipping_company", "shipping_firstname", "shipping_lastname") AS "name_text", 1 AS n
      FROM "new_orders"
      UNION ALL SELECT "supplier_id", "order_status",
        "order_name_text"("shipping_company", "shipping_firstname", "shipping_lastname"), -1
      FROM "old_orders"
    ) d GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT ("supplier_id", "order_status", "name_text") DO UPDATE SET "orders" = c."orders" + excluded."orders";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "orders_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "orders_bump_list_versions"(array(SELECT "supplier_id" FROM "old_orders"));
  INSERT INTO "order_status_counts" AS c ("supplier_id", "order_status", "orders")
    SELECT "supplier_id", "order_status", -count(*) FROM "old_orders" GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("supplier_id", "order_status") DO UPDATE SET "orders" = c."orders" + excluded."orders";
  INSERT INTO "order_name_counts" AS c ("supplier_id", "order_status", "name_text", "orders")
    SELECT "supplier_id", "order_status",
      "order_name_text"("shipping_company", "shipping_firstname", "shipping_lastname"), -count(*)
    FROM "old_orders" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("supplier_id", "order_status", "name_text") DO UPDATE SET "orders" = c."orders" + excluded."orders";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "orders_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "order_list_versions" SET "version" = "version" + 1;
  DELETE FROM "order_status_counts";
  DELETE FROM "order_name_counts";
  RETURN NULL;
END $$;
