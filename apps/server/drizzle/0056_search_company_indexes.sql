-- Project search by a partner (docs/areas/project-search.md, "Speed"). btree_gin (contrib, a trusted extension)
-- lets one GIN index hold the company with the grams: a partner's GIN read then meets only its company's
-- documents, not every document of a gram and a second index of its company's 80 000 reports to AND with.
-- Staff reads the same index by the grams alone.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "search_documents_grams_idx";--> statement-breakpoint
DROP INDEX "search_documents_company_idx";--> statement-breakpoint
CREATE INDEX "search_documents_company_grams_idx" ON "search_documents" USING gin ("company_id","grams");--> statement-breakpoint
-- Hand-written INCLUDE (drizzle cannot declare it): a partner's newest documents are checked from this index
-- alone (an index-only scan of a few dozen pages), not read from a page each all over the table.
CREATE INDEX "search_documents_company_body_idx" ON "search_documents" USING btree ("kind","company_id","record_id") INCLUDE ("body");--> statement-breakpoint
-- An index-only scan reads the table for a page not marked all-visible, as the newest documents' pages are
-- until vacuumed: vacuum after 1% of the table is inserted or 2% changed, not the defaults' 20%.
ALTER TABLE "search_documents" SET (autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_vacuum_scale_factor = 0.02);
