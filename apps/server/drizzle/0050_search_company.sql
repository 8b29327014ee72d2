ALTER TABLE "search_documents" ADD COLUMN "company_id" integer;--> statement-breakpoint
CREATE INDEX "search_documents_company_idx" ON "search_documents" USING btree ("kind","company_id","record_id");--> statement-breakpoint
CREATE INDEX "opportunity_reports_company_customer_idx" ON "opportunity_reports" USING btree ("company_id","customer_id");--> statement-breakpoint
-- Hand-written: the company of the documents already written (the kinds a partner reads by the record's own company).
UPDATE "search_documents" d SET "company_id" = r."company_id" FROM "opportunity_reports" r WHERE d."kind" = 'opportunity_report' AND r."id" = d."record_id";--> statement-breakpoint
UPDATE "search_documents" d SET "company_id" = o."company_id" FROM "orders" o WHERE d."kind" = 'order' AND o."id" = d."record_id";--> statement-breakpoint
UPDATE "search_documents" d SET "company_id" = q."partner_company_id" FROM "quotations" q WHERE d."kind" = 'quotation' AND q."id" = d."record_id";
