CREATE TABLE "ticket_counts" (
	"company_id" integer NOT NULL,
	"status" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "ticket_counts_company_id_status_pk" PRIMARY KEY("company_id","status")
);
--> statement-breakpoint
-- Hand-written: the tickets per company and status, kept by statement-level triggers (transition tables) in the
-- transaction of every insert, update and delete, as opportunity_report_counts is (0005). ENABLE ALWAYS keeps
-- them firing when a bulk load sets session_replication_role = replica (the volume generator).
CREATE OR REPLACE FUNCTION ticket_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ticket_counts AS c (company_id, status, n)
  SELECT company_id, status, count(*) FROM new_rows GROUP BY company_id, status ORDER BY company_id, status
  ON CONFLICT (company_id, status) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ticket_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ticket_counts c SET n = c.n - d.k
  FROM (SELECT company_id, status, count(*) AS k FROM old_rows GROUP BY company_id, status) d
  WHERE c.company_id = d.company_id AND c.status = d.status;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ticket_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows whose company or status changed move between counters.
  WITH changed AS (
    SELECT o.company_id AS old_company, o.status AS old_status, n.company_id AS new_company, n.status AS new_status
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE o.company_id <> n.company_id OR o.status <> n.status
  ), removed AS (
    UPDATE ticket_counts c SET n = c.n - d.k
    FROM (SELECT old_company, old_status, count(*) AS k FROM changed GROUP BY 1, 2) d
    WHERE c.company_id = d.old_company AND c.status = d.old_status
  )
  INSERT INTO ticket_counts AS c (company_id, status, n)
  SELECT new_company, new_status, count(*) FROM changed GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (company_id, status) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ticket_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ticket_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ticket_counts_ins AFTER INSERT ON tickets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_counts_add();
--> statement-breakpoint
CREATE TRIGGER ticket_counts_del AFTER DELETE ON tickets
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_counts_remove();
--> statement-breakpoint
CREATE TRIGGER ticket_counts_upd AFTER UPDATE ON tickets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_counts_move();
--> statement-breakpoint
CREATE TRIGGER ticket_counts_trunc AFTER TRUNCATE ON tickets FOR EACH STATEMENT EXECUTE FUNCTION ticket_counts_clear();
--> statement-breakpoint
ALTER TABLE tickets ENABLE ALWAYS TRIGGER ticket_counts_ins;
--> statement-breakpoint
ALTER TABLE tickets ENABLE ALWAYS TRIGGER ticket_counts_del;
--> statement-breakpoint
ALTER TABLE tickets ENABLE ALWAYS TRIGGER ticket_counts_upd;
--> statement-breakpoint
ALTER TABLE tickets ENABLE ALWAYS TRIGGER ticket_counts_trunc;
--> statement-breakpoint
-- These counters answer the unfiltered total too: the row count of 0052 is no longer read (one rule, one place).
DROP TRIGGER row_counts_ins ON tickets;
--> statement-breakpoint
DROP TRIGGER row_counts_del ON tickets;
--> statement-breakpoint
DROP TRIGGER row_counts_trunc ON tickets;
--> statement-breakpoint
DELETE FROM row_counts WHERE table_name = 'tickets';
--> statement-breakpoint
-- Tickets written before the triggers existed.
LOCK TABLE tickets IN SHARE MODE;
--> statement-breakpoint
DELETE FROM ticket_counts;
--> statement-breakpoint
INSERT INTO ticket_counts (company_id, status, n)
SELECT company_id, status, count(*) FROM tickets GROUP BY company_id, status;
