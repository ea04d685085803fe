CREATE TABLE "hand_off_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"referrer" text,
	"session_expires_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hand_off_codes" ADD CONSTRAINT "hand_off_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hand_off_codes" ADD CONSTRAINT "hand_off_codes_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hand_off_codes_code_hash_idx" ON "hand_off_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "hand_off_codes_expires_at_idx" ON "hand_off_codes" USING btree ("expires_at");