CREATE INDEX "orders_supplier_status_id_idx" ON "orders" USING btree ("supplier_id","order_status","id");--> statement-breakpoint
CREATE INDEX "orders_supplier_company_idx" ON "orders" USING btree ("supplier_id","shipping_company","id");--> statement-breakpoint
CREATE INDEX "orders_supplier_total_idx" ON "orders" USING btree ("supplier_id","final_total_inc_gst","id");--> statement-breakpoint
CREATE INDEX "orders_supplier_sort_name_idx" ON "orders" USING btree ("supplier_id",btrim(coalesce("shipping_firstname", '') || ' ' || coalesce("shipping_lastname", '')),"id");