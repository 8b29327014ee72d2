-- Exact totals of the report list without counting rows (docs/performance.md): opportunity_report_counts
-- holds the number of reports per company and status, kept by statement-level triggers (transition tables)
-- in the same transaction as every insert, update and delete. ENABLE ALWAYS keeps them firing when a bulk
-- load sets session_replication_role = replica (the volume generator).
CREATE OR REPLACE FUNCTION opportunity_report_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO opportunity_report_counts AS c (company_id, status, n)
  SELECT company_id, status, count(*) FROM new_rows GROUP BY company_id, status ORDER BY company_id, status
  ON CONFLICT (company_id, status) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION opportunity_report_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE opportunity_report_counts c SET n = c.n - d.k
  FROM (SELECT company_id, status, count(*) AS k FROM old_rows GROUP BY company_id, status) d
  WHERE c.company_id = d.company_id AND c.status = d.status;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION opportunity_report_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows whose company or status changed move between counters.
  WITH changed AS (
    SELECT o.company_id AS old_company, o.status AS old_status, n.company_id AS new_company, n.status AS new_status
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE o.company_id <> n.company_id OR o.status <> n.status
  ), removed AS (
    UPDATE opportunity_report_counts c SET n = c.n - d.k
    FROM (SELECT old_company, old_status, count(*) AS k FROM changed GROUP BY 1, 2) d
    WHERE c.company_id = d.old_company AND c.status = d.old_status
  )
  INSERT INTO opportunity_report_counts AS c (company_id, status, n)
  SELECT new_company, new_status, count(*) FROM changed GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (company_id, status) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER opportunity_report_counts_ins AFTER INSERT ON opportunity_reports
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION opportunity_report_counts_add();
--> statement-breakpoint
CREATE TRIGGER opportunity_report_counts_del AFTER DELETE ON opportunity_reports
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION opportunity_report_counts_remove();
--> statement-breakpoint
CREATE TRIGGER opportunity_report_counts_upd AFTER UPDATE ON opportunity_reports
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION opportunity_report_counts_move();
--> statement-breakpoint
ALTER TABLE opportunity_reports ENABLE ALWAYS TRIGGER opportunity_report_counts_ins;
--> statement-breakpoint
ALTER TABLE opportunity_reports ENABLE ALWAYS TRIGGER opportunity_report_counts_del;
--> statement-breakpoint
ALTER TABLE opportunity_reports ENABLE ALWAYS TRIGGER opportunity_report_counts_upd;
--> statement-breakpoint
-- Rows written before the triggers existed (none on a new database; all of them on an existing one).
LOCK TABLE opportunity_reports IN SHARE MODE;
--> statement-breakpoint
DELETE FROM opportunity_report_counts;
--> statement-breakpoint
INSERT INTO opportunity_report_counts (company_id, status, n)
SELECT company_id, status, count(*) FROM opportunity_reports GROUP BY company_id, status;
