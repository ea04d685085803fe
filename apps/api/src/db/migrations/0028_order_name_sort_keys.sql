-- The name counts (migration 0026) also hold the two sort keys of their orders: the venue and the customer's
-- name as the orders list sorts it (orderSortName: first and last name, trimmed). A searched list sorted by
-- either starts its walk of the sort index where its first matches are, found from these rows, instead of
-- at the start ('bistro' at a million orders matched 51,674 orders of two customers whose names
-- sort late; the walk found none and every match was read and sorted, 365 ms). Rebuilt from the orders, as
-- the old rows cannot tell their keys.
DELETE FROM "order_name_counts";
--> statement-breakpoint
ALTER TABLE "order_name_counts" ADD COLUMN "company" text NOT NULL;
--> statement-breakpoint
ALTER TABLE "order_name_counts" ADD COLUMN "sort_name" text NOT NULL;
--> statement-breakpoint
ALTER TABLE "order_name_counts" DROP CONSTRAINT "order_name_counts_pk";
--> statement-breakpoint
ALTER TABLE "order_name_counts" ADD CONSTRAINT "order_name_counts_pk" PRIMARY KEY("supplier_id","order_status","name_text","company","sort_name");
--> statement-breakpoint
-- One row of the counts per order: its supplier, status, searchable name and sort keys (the same
-- expressions as orderNameText and orderSortName in schema/orders.ts).
CREATE FUNCTION "order_name_keys"("o" "orders") RETURNS TABLE (
  "supplier_id" integer, "order_status" text, "name_text" text, "company" text, "sort_name" text)
  LANGUAGE sql IMMUTABLE AS $$
  SELECT "o"."supplier_id", "o"."order_status",
    "order_name_text"("o"."shipping_company", "o"."shipping_firstname", "o"."shipping_lastname"),
    "o"."shipping_company",
    btrim(coalesce("o"."shipping_firstname", '') || ' ' || coalesce("o"."shipping_lastname", ''))
$$;
--> statement-breakpoint
INSERT INTO "order_name_counts" ("supplier_id", "order_status", "name_text", "company", "sort_name", "orders")
  SELECT k.*, count(*) FROM "orders" o, "order_name_keys"(o) k GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "orders_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "orders_bump_list_versions"(array(SELECT "supplier_id" FROM "new_orders"));
  INSERT INTO "order_status_counts" AS c ("supplier_id", "order_status", "orders")
    SELECT "supplier_id", "order_status", count(*) FROM "new_orders" GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("supplier_id", "order_status") DO UPDATE SET "orders" = c."orders" + excluded."orders";
  INSERT INTO "order_name_counts" AS c ("supplier_id", "order_status", "name_text", "company", "sort_name", "orders")
    SELECT k.*, count(*) FROM "new_orders" o, "order_name_keys"(o::"orders") k
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ("supplier_id", "order_status", "name_text", "company", "sort_name")
    DO UPDATE SET "orders" = c."orders" + excluded."orders";
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
  INSERT INTO "order_name_counts" AS c ("supplier_id", "order_status", "name_text", "company", "sort_name", "orders")
    SELECT "supplier_id", "order_status", "name_text", "company", "sort_name", sum(n) FROM (
      SELECT k.*, 1 AS n FROM "new_orders" o, "order_name_keys"(o::"orders") k
      UNION ALL SELECT k.*, -1 FROM "old_orders" o, "order_name_keys"(o::"orders") k
    ) d GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ("supplier_id", "order_status", "name_text", "company", "sort_name")
    DO UPDATE SET "orders" = c."orders" + excluded."orders";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "orders_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "orders_bump_list_versions"(array(SELECT "supplier_id" FROM "old_orders"));
  INSERT INTO "order_status_counts" AS c ("supplier_id", "order_status", "orders")
    SELECT "supplier_id", "order_status", -count(*) FROM "old_orders" GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("supplier_id", "order_status") DO UPDATE SET "orders" = c."orders" + excluded."orders";
  INSERT INTO "order_name_counts" AS c ("supplier_id", "order_status", "name_text", "company", "sort_name", "orders")
    SELECT k.*, -count(*) FROM "old_orders" o, "order_name_keys"(o::"orders") k
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ("supplier_id", "order_status", "name_text", "company", "sort_name")
    DO UPDATE SET "orders" = c."orders" + excluded."orders";
  RETURN NULL;
END $$;
