DROP INDEX "orders_supplier_status_delivery_idx";--> statement-breakpoint
DROP INDEX "orders_supplier_delivery_idx";--> statement-breakpoint
DROP INDEX "orders_supplier_added_idx";--> statement-breakpoint
CREATE INDEX "orders_search_text_trgm_idx" ON "orders" USING gin (("shipping_company" || ' ' || coalesce("shipping_firstname", '') || ' ' || coalesce("shipping_lastname", '') || ' ' || ("id")::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_supplier_status_delivery_idx" ON "orders" USING btree ("supplier_id","order_status","delivery_date","id");--> statement-breakpoint
CREATE INDEX "orders_supplier_delivery_idx" ON "orders" USING btree ("supplier_id","delivery_date","id");--> statement-breakpoint
CREATE INDEX "orders_supplier_added_idx" ON "orders" USING btree ("supplier_id","date_added","id");