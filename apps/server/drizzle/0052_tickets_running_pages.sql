DROP INDEX "tickets_running_created_idx";--> statement-breakpoint
CREATE INDEX "tickets_running_company_created_idx" ON "tickets" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"resolution_due_at") WHERE "tickets"."resolution_due_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "tickets_running_created_idx" ON "tickets" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"resolution_due_at") WHERE "tickets"."resolution_due_at" IS NOT NULL;--> statement-breakpoint
-- Hand-written: tickets join the kept row counts of migration 0028 (docs/decisions/0009-list-totals-from-kept-counts.md),
-- so the unfiltered ticket list (1M tickets at volume) reads its total from row_counts instead of counting.
CREATE TRIGGER row_counts_ins AFTER INSERT ON tickets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_add();
--> statement-breakpoint
CREATE TRIGGER row_counts_del AFTER DELETE ON tickets
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_remove();
--> statement-breakpoint
CREATE TRIGGER row_counts_trunc AFTER TRUNCATE ON tickets FOR EACH STATEMENT EXECUTE FUNCTION row_counts_clear();
--> statement-breakpoint
ALTER TABLE tickets ENABLE ALWAYS TRIGGER row_counts_ins;
--> statement-breakpoint
ALTER TABLE tickets ENABLE ALWAYS TRIGGER row_counts_del;
--> statement-breakpoint
ALTER TABLE tickets ENABLE ALWAYS TRIGGER row_counts_trunc;
--> statement-breakpoint
-- Tickets written before the triggers existed.
LOCK TABLE tickets IN SHARE MODE;
--> statement-breakpoint
DELETE FROM row_counts WHERE table_name = 'tickets';
--> statement-breakpoint
INSERT INTO row_counts (table_name, slot, n) SELECT 'tickets', 0, count(*) FROM tickets;
