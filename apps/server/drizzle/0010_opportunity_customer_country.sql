ALTER TABLE "business_opportunities" ADD COLUMN "customer_country" text;--> statement-breakpoint
-- An opportunity made from a report takes the report's customer country; one staff entered with an
-- 18-character unified social credit code is a customer in China.
UPDATE "business_opportunities" AS o SET "customer_country" = r."customer_country"
  FROM "opportunity_reports" AS r
  WHERE r."id" = o."source_report_id" AND r."customer_country" IS NOT NULL;--> statement-breakpoint
UPDATE "business_opportunities" SET "customer_country" = 'CN'
  WHERE "customer_country" IS NULL AND "customer_credit_code" ~ '^[0-9A-Z]{18}$';
