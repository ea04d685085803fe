-- An e-mailed batch's PDF is stored in parts, each written and read by its own short statement: one
-- 15 MB statement held the embedded database, and every tenant's requests with it, for 2 s.
-- Files already stored become one part each (their links keep working until they expire).
CREATE TABLE "job_file_parts" (
	"token" text NOT NULL,
	"part" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_file_parts_token_part_pk" PRIMARY KEY("token","part")
);
--> statement-breakpoint
CREATE INDEX "job_file_parts_created_at_idx" ON "job_file_parts" USING btree ("created_at");
--> statement-breakpoint
INSERT INTO "job_file_parts" ("token", "part", "content") SELECT "token", 0, "content" FROM "job_files";
--> statement-breakpoint
ALTER TABLE "job_files" ADD COLUMN "size" integer;
--> statement-breakpoint
ALTER TABLE "job_files" ADD COLUMN "parts" integer;
--> statement-breakpoint
UPDATE "job_files" SET "size" = octet_length("content"), "parts" = 1;
--> statement-breakpoint
ALTER TABLE "job_files" ALTER COLUMN "size" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "job_files" ALTER COLUMN "parts" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "job_files" DROP COLUMN "content";
