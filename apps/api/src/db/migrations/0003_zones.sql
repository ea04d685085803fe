CREATE TABLE "delivery_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"name" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"minimum_order_total" integer DEFAULT 0 NOT NULL,
	"cutoff" time DEFAULT '23:00:00' NOT NULL,
	"time_zone" text DEFAULT 'Australia/Sydney' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suburbs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"postcode" text NOT NULL,
	"state" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zone_days" (
	"zone_id" integer NOT NULL,
	"delivery_day" smallint NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"new_customer_order_by" smallint,
	"existing_customer_order_by" smallint,
	CONSTRAINT "zone_days_zone_id_delivery_day_pk" PRIMARY KEY("zone_id","delivery_day")
);
--> statement-breakpoint
CREATE TABLE "zone_suburbs" (
	"zone_id" integer NOT NULL,
	"suburb_id" integer NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	CONSTRAINT "zone_suburbs_zone_id_suburb_id_pk" PRIMARY KEY("zone_id","suburb_id")
);
--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_days" ADD CONSTRAINT "zone_days_zone_id_delivery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_suburbs" ADD CONSTRAINT "zone_suburbs_zone_id_delivery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_suburbs" ADD CONSTRAINT "zone_suburbs_suburb_id_suburbs_id_fk" FOREIGN KEY ("suburb_id") REFERENCES "public"."suburbs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_zones_supplier_name_idx" ON "delivery_zones" USING btree ("supplier_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "suburbs_postcode_name_state_idx" ON "suburbs" USING btree ("postcode","name","state");--> statement-breakpoint
CREATE INDEX "suburbs_name_prefix_idx" ON "suburbs" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "suburbs_name_trgm_idx" ON "suburbs" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suburbs_postcode_prefix_idx" ON "suburbs" USING btree ("postcode" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "zone_suburbs_suburb_idx" ON "zone_suburbs" USING btree ("suburb_id");