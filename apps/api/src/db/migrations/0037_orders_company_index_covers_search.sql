-- The venue's sort index (supplier, venue, id) also carries every column a list searched by name reads: the
-- search text's (the customer's names), the status and each sort's. A common word's matches at a million
-- orders (every order of the venues the name counts find) are then read from the index alone, not from the
-- table's pages (orders-name-matches.repository.ts). INCLUDE, not key columns: the keys stay what the name
-- seek walks, and the planner does not take the status as a qual of this index. Written by hand, as drizzle's
-- index builder has no INCLUDE; the schema declares the index's keys (db/schema/orders.ts).
DROP INDEX "orders_supplier_company_idx";--> statement-breakpoint
CREATE INDEX "orders_supplier_company_idx" ON "orders" USING btree ("supplier_id","shipping_company","id") INCLUDE ("shipping_firstname","shipping_lastname","order_status","date_added","delivery_date","final_total_inc_gst");
