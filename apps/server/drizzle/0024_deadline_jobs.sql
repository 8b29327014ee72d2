ALTER TABLE "business_opportunities" ADD COLUMN "protection_ending_told_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "process_tasks" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "process_tasks" ADD COLUMN "overdue_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "process_tasks" ADD COLUMN "escalated_from_id" integer;--> statement-breakpoint
CREATE INDEX "business_opportunities_protection_idx" ON "business_opportunities" USING btree ("protected_until") WHERE "business_opportunities"."protection_ending_told_at" IS NULL;--> statement-breakpoint
CREATE INDEX "process_tasks_due_idx" ON "process_tasks" USING btree ("due_at") WHERE "process_tasks"."status" = 'pending' AND "process_tasks"."overdue_at" IS NULL;--> statement-breakpoint
-- Stored steps gain the escalation list (empty: an overdue task is not escalated).
UPDATE "process_definitions" SET "steps" = (
  SELECT coalesce(jsonb_agg(step || '{"escalateTo": []}'::jsonb ORDER BY ordinality), '[]'::jsonb)
  FROM jsonb_array_elements("steps") WITH ORDINALITY AS s(step, ordinality)
);
