DROP INDEX "process_tasks_pending_idx";--> statement-breakpoint
DROP INDEX "processes_status_idx";--> statement-breakpoint
CREATE INDEX "process_history_handled_idx" ON "process_history" USING btree ("actor_id","process_id") WHERE "process_history"."action" IN ('approve', 'reject', 'return', 'transfer');--> statement-breakpoint
CREATE INDEX "processes_started_idx" ON "processes" USING btree ("started_at","id");--> statement-breakpoint
CREATE INDEX "process_tasks_pending_idx" ON "process_tasks" USING btree ("assignee_id","process_id","round","step_index") WHERE "process_tasks"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "processes_status_idx" ON "processes" USING btree ("status","started_at","id","round","step_index");