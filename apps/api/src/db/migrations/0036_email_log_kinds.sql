CREATE INDEX "notification_emails_supplier_kind_created_idx" ON "notification_emails" USING btree ("supplier_id","kind","created_at","id");--> statement-breakpoint
-- The credit notes' e-mails queued before the log listed them: a log row each from its job (while the job
-- still names its note), and the job told its row, so a job still to run records how it went. Who they went
-- to was never recorded, so those rows name no recipient.
WITH queued AS (
  SELECT j.*, j.payload->>'audience' AS audience, 'credit_note_' || (j.payload->>'audience') AS kind
  FROM "jobs" j
  WHERE j.type = 'credit-notes.email' AND j.supplier_id IS NOT NULL AND j.payload ? 'creditNoteId'
    AND j.payload->>'audience' IN ('venue', 'supplier') AND NOT j.payload ? 'emailId'
), logged AS (
  INSERT INTO "notification_emails" ("supplier_id", "kind", "event_key", "event", "job_id", "status", "error", "created_at", "sent_at")
  SELECT q.supplier_id, q.kind,
    'credit_note:note-' || (q.payload->>'creditNoteId') || ':' || q.audience,
    jsonb_build_object('kind', q.kind, 'creditNoteId', (q.payload->>'creditNoteId')::int, 'audience', q.audience),
    q.id,
    CASE
      WHEN q.status = 'done' AND q.step = 'skipped' THEN 'skipped'
      WHEN q.status = 'done' THEN 'sent'
      WHEN q.status IN ('failed', 'needs_attention') THEN 'failed'
      WHEN q.error IS NOT NULL THEN 'retrying'
      ELSE 'queued'
    END,
    CASE
      WHEN q.status = 'done' AND q.step = 'skipped' AND q.audience = 'venue' THEN 'No e-mail address for this venue'
      WHEN q.status = 'done' AND q.step = 'skipped' THEN 'No recipient for this e-mail in Settings'
      WHEN q.status = 'done' THEN NULL
      ELSE q.error
    END,
    q.created_at,
    CASE WHEN q.status = 'done' AND q.step = 'sent' THEN q.finished_at END
  FROM queued q
  ORDER BY q.id
  ON CONFLICT DO NOTHING
  RETURNING "id", "job_id"
)
UPDATE "jobs" SET "payload" = "jobs"."payload" || jsonb_build_object('emailId', logged.id)
FROM logged WHERE "jobs"."id" = logged.job_id;
