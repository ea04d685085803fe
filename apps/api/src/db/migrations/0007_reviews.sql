CREATE TABLE "review_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"content" text NOT NULL,
	"is_platform" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"order_id" integer,
	"content" text DEFAULT '' NOT NULL,
	"ratings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"average" numeric(3, 2) NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_replies_review_idx" ON "review_replies" USING btree ("review_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_replies_one_supplier_reply_idx" ON "review_replies" USING btree ("review_id") WHERE "review_replies"."is_platform" = false;--> statement-breakpoint
CREATE INDEX "reviews_supplier_created_idx" ON "reviews" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_supplier_average_idx" ON "reviews" USING btree ("supplier_id","average");--> statement-breakpoint
CREATE INDEX "reviews_content_trgm_idx" ON "reviews" USING gin ("content" gin_trgm_ops);