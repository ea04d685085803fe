CREATE TABLE "notification_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"kind" text NOT NULL,
	"event_key" text NOT NULL,
	"event" jsonb NOT NULL,
	"job_id" integer,
	"subject" text,
	"recipients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attachment" text,
	"message_id" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"supplier_id" integer PRIMARY KEY NOT NULL,
	"new_order" boolean DEFAULT true NOT NULL,
	"order_changed" boolean DEFAULT true NOT NULL,
	"order_cancelled" boolean DEFAULT true NOT NULL,
	"top_up_order" boolean DEFAULT true NOT NULL,
	"new_review" boolean DEFAULT true NOT NULL,
	"details_updated" boolean DEFAULT true NOT NULL,
	"daily_summary" boolean DEFAULT false NOT NULL,
	"daily_summary_time" text DEFAULT '07:00' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_emails" ADD CONSTRAINT "notification_emails_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_emails" ADD CONSTRAINT "notification_emails_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_emails_event_idx" ON "notification_emails" USING btree ("supplier_id","event_key");--> statement-breakpoint
CREATE INDEX "notification_emails_supplier_created_idx" ON "notification_emails" USING btree ("supplier_id","created_at","id");