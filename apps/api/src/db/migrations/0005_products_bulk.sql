CREATE TABLE "product_bulk_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"actor_user_id" integer,
	"mode" text NOT NULL,
	"product_ids" integer[] NOT NULL,
	"previous" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "product_bulk_uploads" ADD CONSTRAINT "product_bulk_uploads_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_bulk_uploads" ADD CONSTRAINT "product_bulk_uploads_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_bulk_uploads_supplier_idx" ON "product_bulk_uploads" USING btree ("supplier_id","created_at");