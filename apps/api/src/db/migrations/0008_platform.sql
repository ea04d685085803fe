CREATE TABLE "client_errors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"supplier_id" integer,
	"actor_email" text,
	"is_staff" boolean DEFAULT false NOT NULL,
	"ip" text,
	"user_agent" text,
	"path" text,
	"build_version" text,
	"message" text NOT NULL,
	"stack" text,
	"context" jsonb
);
--> statement-breakpoint
CREATE TABLE "feedback_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"supplier_id" integer NOT NULL,
	"user_id" integer,
	"rating" integer,
	"comment" text,
	"dismissed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"supplier_id" integer NOT NULL,
	"actor_email" text NOT NULL,
	"is_staff" boolean NOT NULL,
	"object_type" text NOT NULL,
	"action" text NOT NULL,
	"location" text,
	"data" jsonb
);
--> statement-breakpoint
ALTER TABLE "client_errors" ADD CONSTRAINT "client_errors_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_responses" ADD CONSTRAINT "feedback_responses_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_responses" ADD CONSTRAINT "feedback_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_events" ADD CONSTRAINT "supplier_events_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_errors_at_idx" ON "client_errors" USING btree ("at");--> statement-breakpoint
CREATE INDEX "client_errors_supplier_idx" ON "client_errors" USING btree ("supplier_id","at");--> statement-breakpoint
CREATE INDEX "feedback_responses_supplier_at_idx" ON "feedback_responses" USING btree ("supplier_id","at");--> statement-breakpoint
CREATE INDEX "supplier_events_supplier_at_idx" ON "supplier_events" USING btree ("supplier_id","at");