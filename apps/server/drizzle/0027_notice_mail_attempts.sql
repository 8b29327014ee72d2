DROP INDEX "notices_mail_queued_idx";--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "mail_attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "mail_tried_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notices_mail_queued_idx" ON "notices" USING btree ("created_at") WHERE "notices"."mail_status" IN ('queued', 'sending', 'failed');--> statement-breakpoint
-- Mails already tried count one attempt, started when they were queued.
UPDATE "notices" SET "mail_attempts" = 1, "mail_tried_at" = "created_at" WHERE "mail_status" IN ('sending', 'sent', 'failed');
