DROP INDEX "tickets_company_idx";--> statement-breakpoint
DROP INDEX "tickets_created_idx";--> statement-breakpoint
CREATE INDEX "tickets_running_created_idx" ON "tickets" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "tickets"."resolution_due_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "tickets_running_company_due_idx" ON "tickets" USING btree ("company_id","resolution_due_at") WHERE "tickets"."resolution_due_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "tickets_company_idx" ON "tickets" USING btree ("company_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tickets_created_idx" ON "tickets" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);