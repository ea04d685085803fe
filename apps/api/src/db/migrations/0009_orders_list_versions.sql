CREATE TABLE "order_list_versions" (
	"supplier_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_counts" (
	"supplier_id" integer NOT NULL,
	"order_status" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_status_counts_supplier_id_order_status_pk" PRIMARY KEY("supplier_id","order_status")
);
--> statement-breakpoint
INSERT INTO "order_status_counts" ("supplier_id", "order_status", "orders")
  SELECT "supplier_id", "order_status", count(*) FROM "orders" GROUP BY 1, 2;
--> statement-breakpoint
-- Statement triggers keep both tables in the same transaction as every write to orders, whichever
-- code path makes it. The supplier's version row is locked first and held to commit: writers of one
-- supplier's orders are ordered by it, so a reader never sees a version whose writes it cannot see,
-- and the status-count rows are only ever changed under it (no lock-order deadlock between them).
CREATE FUNCTION "orders_bump_list_versions"("suppliers" integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "order_list_versions" AS v ("supplier_id", "version")
    SELECT DISTINCT s, 1 FROM unnest("suppliers") AS s ORDER BY s
  ON CONFLICT ("supplier_id") DO UPDATE SET "version" = v."version" + 1;
$$;
--> statement-breakpoint
CREATE FUNCTION "orders_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "orders_bump_list_versions"(array(SELECT "supplier_id" FROM "new_orders"));
  INSERT INTO "order_status_counts" AS c ("supplier_id", "order_status", "orders")
    SELECT "supplier_id", "order_status", count(*) FROM "new_orders" GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("supplier_id", "order_status") DO UPDATE SET "orders" = c."orders" + excluded."orders";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "orders_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "orders_bump_list_versions"(
    array(SELECT "supplier_id" FROM "new_orders" UNION SELECT "supplier_id" FROM "old_orders"));
  INSERT INTO "order_status_counts" AS c ("supplier_id", "order_status", "orders")
    SELECT "supplier_id", "order_status", sum(n) FROM (
      SELECT "supplier_id", "order_status", 1 AS n FROM "new_orders"
      UNION ALL SELECT "supplier_id", "order_status", -1 FROM "old_orders"
    ) d GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
  ON CONFLICT ("supplier_id", "order_status") DO UPDATE SET "orders" = c."orders" + excluded."orders";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "orders_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "orders_bump_list_versions"(array(SELECT "supplier_id" FROM "old_orders"));
  INSERT INTO "order_status_counts" AS c ("supplier_id", "order_status", "orders")
    SELECT "supplier_id", "order_status", -count(*) FROM "old_orders" GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("supplier_id", "order_status") DO UPDATE SET "orders" = c."orders" + excluded."orders";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "orders_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "order_list_versions" SET "version" = "version" + 1;
  DELETE FROM "order_status_counts";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_after_insert" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS "new_orders" FOR EACH STATEMENT EXECUTE FUNCTION "orders_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "orders_after_update" AFTER UPDATE ON "orders"
  REFERENCING OLD TABLE AS "old_orders" NEW TABLE AS "new_orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "orders_after_update"();
--> statement-breakpoint
CREATE TRIGGER "orders_after_delete" AFTER DELETE ON "orders"
  REFERENCING OLD TABLE AS "old_orders" FOR EACH STATEMENT EXECUTE FUNCTION "orders_after_delete"();
--> statement-breakpoint
CREATE TRIGGER "orders_after_truncate" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "orders_after_truncate"();
