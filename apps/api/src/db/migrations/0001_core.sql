CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"bio" text,
	"abn" text,
	"account_name" text,
	"bsb" text,
	"account_number" text,
	"street" text,
	"suburb" text,
	"postcode" text,
	"state" text DEFAULT 'NSW' NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text NOT NULL,
	"phone" text,
	"available_for_new_customers" boolean DEFAULT true NOT NULL,
	"substitution_preference_enabled" boolean DEFAULT false NOT NULL,
	"background_image_url" text,
	"image" text,
	"is_early_delivery_enabled" boolean DEFAULT false NOT NULL,
	"early_delivery_start_time" time,
	"early_delivery_end_time" time,
	"b2c_enabled" boolean DEFAULT false NOT NULL,
	"activation_date" date,
	"third_party_delivery_enabled" boolean DEFAULT false NOT NULL,
	"loss_products_minimum_spend" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"supplier_id" integer,
	"is_staff" boolean DEFAULT false NOT NULL,
	"name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue" text NOT NULL,
	"crn" text,
	"venue_group" text,
	"owner_name" text,
	"first_name" text,
	"last_name" text,
	"street" text,
	"suburb" text,
	"postcode" text,
	"state" text,
	"email" text,
	"phone" text,
	"liquor_licence" text,
	"status" text DEFAULT 'active' NOT NULL,
	"venue_type" text DEFAULT 'Restaurant' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_category_id" integer
);
--> statement-breakpoint
CREATE TABLE "custom_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"price_in_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer,
	"url" text NOT NULL,
	"file_name" text NOT NULL,
	"description" text,
	"from_gallery" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"sku" text,
	"name" text NOT NULL,
	"price_in_cents" integer NOT NULL,
	"gst_exempt" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"out_of_stock" boolean DEFAULT false NOT NULL,
	"is_best_buy" boolean DEFAULT false NOT NULL,
	"unit_of_price_id" integer NOT NULL,
	"unit_of_portion_id" integer NOT NULL,
	"portions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"categories" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"image_id" integer,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"unit" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specials" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"special_price_in_cents" integer NOT NULL,
	"is_banner" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"sku" text,
	"name" text NOT NULL,
	"portion_size" numeric(12, 3) DEFAULT 1 NOT NULL,
	"unit_of_portion" text NOT NULL,
	"unit_of_price" text NOT NULL,
	"original_number_of_portions" numeric(12, 3) DEFAULT 0 NOT NULL,
	"original_quantity_priced" numeric(12, 3) DEFAULT 0 NOT NULL,
	"original_total_inc_gst" integer DEFAULT 0 NOT NULL,
	"final_quantity_priced" numeric(12, 3),
	"final_total_inc_gst" integer,
	"price_inc_gst" integer NOT NULL,
	"gst" integer DEFAULT 0 NOT NULL,
	"has_gst" boolean DEFAULT true NOT NULL,
	"substitution" boolean DEFAULT false NOT NULL,
	"is_on_special" boolean DEFAULT false NOT NULL,
	"is_on_custom_price" boolean DEFAULT false NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"order_status" text DEFAULT 'PENDING' NOT NULL,
	"parent_order_id" integer,
	"standing_order_id" integer,
	"customer_alert" text,
	"shipping_company" text NOT NULL,
	"shipping_address" text,
	"shipping_city" text,
	"state" text,
	"shipping_postcode" text,
	"shipping_firstname" text,
	"shipping_lastname" text,
	"phone" text,
	"email" text,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"delivery_date" date NOT NULL,
	"payment" text DEFAULT 'credit_card' NOT NULL,
	"liquor_licence" text,
	"delivery_comment" text,
	"cancellation_comment" text,
	"substitution_allowed" boolean DEFAULT false NOT NULL,
	"ordered_before" boolean DEFAULT false NOT NULL,
	"original_total_inc_gst" integer DEFAULT 0 NOT NULL,
	"final_total_inc_gst" integer DEFAULT 0 NOT NULL,
	"supplier_reference" text,
	"processed_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"supplier_id" integer NOT NULL,
	"actor_user_id" integer,
	"actor_email" text NOT NULL,
	"is_staff" boolean NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"supplier_id" integer,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by" text,
	"result" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_category_id_categories_id_fk" FOREIGN KEY ("parent_category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_prices" ADD CONSTRAINT "custom_prices_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_prices" ADD CONSTRAINT "custom_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_prices" ADD CONSTRAINT "custom_prices_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_unit_of_price_id_units_id_fk" FOREIGN KEY ("unit_of_price_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_unit_of_portion_id_units_id_fk" FOREIGN KEY ("unit_of_portion_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specials" ADD CONSTRAINT "specials_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specials" ADD CONSTRAINT "specials_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "venues_status_idx" ON "venues" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_parent_name_idx" ON "categories" USING btree (coalesce("parent_category_id", 0),lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "custom_prices_product_venue_idx" ON "custom_prices" USING btree ("product_id","venue_id");--> statement-breakpoint
CREATE INDEX "custom_prices_supplier_venue_idx" ON "custom_prices" USING btree ("supplier_id","venue_id");--> statement-breakpoint
CREATE INDEX "images_supplier_idx" ON "images" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "products_supplier_idx" ON "products" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_supplier_sku_idx" ON "products" USING btree ("supplier_id","sku");--> statement-breakpoint
CREATE INDEX "specials_supplier_idx" ON "specials" USING btree ("supplier_id","start_date");--> statement-breakpoint
CREATE INDEX "specials_product_idx" ON "specials" USING btree ("product_id","start_date");--> statement-breakpoint
CREATE INDEX "order_products_order_idx" ON "order_products" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_products_product_idx" ON "order_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_supplier_id_idx" ON "orders" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE INDEX "orders_supplier_status_delivery_idx" ON "orders" USING btree ("supplier_id","order_status","delivery_date");--> statement-breakpoint
CREATE INDEX "orders_supplier_delivery_idx" ON "orders" USING btree ("supplier_id","delivery_date");--> statement-breakpoint
CREATE INDEX "orders_supplier_added_idx" ON "orders" USING btree ("supplier_id","date_added");--> statement-breakpoint
CREATE INDEX "orders_supplier_venue_idx" ON "orders" USING btree ("supplier_id","venue_id","date_added");--> statement-breakpoint
CREATE INDEX "orders_company_trgm_idx" ON "orders" USING gin ("shipping_company" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_supplier_at_idx" ON "audit_log" USING btree ("supplier_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("supplier_id","entity","at");--> statement-breakpoint
CREATE INDEX "jobs_pick_idx" ON "jobs" USING btree ("status","run_at");