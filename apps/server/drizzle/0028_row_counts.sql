CREATE TABLE "row_counts" (
	"table_name" text NOT NULL,
	"slot" smallint NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "row_counts_table_name_slot_pk" PRIMARY KEY("table_name","slot")
);
--> statement-breakpoint
-- Exact totals of unfiltered lists without counting rows (docs/decisions/0009-list-totals-from-kept-counts.md):
-- row_counts holds the rows of customers, virtual_materials and processes, kept by statement-level triggers
-- (transition tables) in the transaction of every insert, delete and truncate. A connection adds to its own
-- slot (backend pid modulo 16), so concurrent writers seldom wait on one row. ENABLE ALWAYS keeps them firing
-- when a bulk load sets session_replication_role = replica (the volume generator).
CREATE FUNCTION row_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO row_counts AS c (table_name, slot, n)
  SELECT TG_TABLE_NAME, pg_backend_pid() % 16, count(*) FROM new_rows HAVING count(*) > 0
  ON CONFLICT (table_name, slot) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION row_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO row_counts AS c (table_name, slot, n)
  SELECT TG_TABLE_NAME, pg_backend_pid() % 16, -count(*) FROM old_rows HAVING count(*) > 0
  ON CONFLICT (table_name, slot) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION row_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM row_counts WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER row_counts_ins AFTER INSERT ON customers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_add();
--> statement-breakpoint
CREATE TRIGGER row_counts_del AFTER DELETE ON customers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_remove();
--> statement-breakpoint
CREATE TRIGGER row_counts_trunc AFTER TRUNCATE ON customers FOR EACH STATEMENT EXECUTE FUNCTION row_counts_clear();
--> statement-breakpoint
CREATE TRIGGER row_counts_ins AFTER INSERT ON virtual_materials
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_add();
--> statement-breakpoint
CREATE TRIGGER row_counts_del AFTER DELETE ON virtual_materials
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_remove();
--> statement-breakpoint
CREATE TRIGGER row_counts_trunc AFTER TRUNCATE ON virtual_materials FOR EACH STATEMENT EXECUTE FUNCTION row_counts_clear();
--> statement-breakpoint
CREATE TRIGGER row_counts_ins AFTER INSERT ON processes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_add();
--> statement-breakpoint
CREATE TRIGGER row_counts_del AFTER DELETE ON processes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_remove();
--> statement-breakpoint
CREATE TRIGGER row_counts_trunc AFTER TRUNCATE ON processes FOR EACH STATEMENT EXECUTE FUNCTION row_counts_clear();
--> statement-breakpoint
ALTER TABLE customers ENABLE ALWAYS TRIGGER row_counts_ins;
--> statement-breakpoint
ALTER TABLE customers ENABLE ALWAYS TRIGGER row_counts_del;
--> statement-breakpoint
ALTER TABLE customers ENABLE ALWAYS TRIGGER row_counts_trunc;
--> statement-breakpoint
ALTER TABLE virtual_materials ENABLE ALWAYS TRIGGER row_counts_ins;
--> statement-breakpoint
ALTER TABLE virtual_materials ENABLE ALWAYS TRIGGER row_counts_del;
--> statement-breakpoint
ALTER TABLE virtual_materials ENABLE ALWAYS TRIGGER row_counts_trunc;
--> statement-breakpoint
ALTER TABLE processes ENABLE ALWAYS TRIGGER row_counts_ins;
--> statement-breakpoint
ALTER TABLE processes ENABLE ALWAYS TRIGGER row_counts_del;
--> statement-breakpoint
ALTER TABLE processes ENABLE ALWAYS TRIGGER row_counts_trunc;
--> statement-breakpoint
-- Rows written before the triggers existed (none on a new database; all of them on an existing one).
LOCK TABLE customers, virtual_materials, processes IN SHARE MODE;
--> statement-breakpoint
INSERT INTO row_counts (table_name, slot, n)
SELECT 'customers', 0, count(*) FROM customers
UNION ALL SELECT 'virtual_materials', 0, count(*) FROM virtual_materials
UNION ALL SELECT 'processes', 0, count(*) FROM processes;
