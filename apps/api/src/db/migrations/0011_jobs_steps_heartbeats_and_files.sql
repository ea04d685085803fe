CREATE TABLE "job_files" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_files_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "step" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_files" ADD CONSTRAINT "job_files_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_files_expires_at_idx" ON "job_files" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "jobs_finished_at_idx" ON "jobs" USING btree ("finished_at");