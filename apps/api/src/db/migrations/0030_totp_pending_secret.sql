-- A replacement second factor is set up beside the one in use, which keeps working until a code confirms the new one.
ALTER TABLE "users" ADD COLUMN "totp_pending_secret" text;