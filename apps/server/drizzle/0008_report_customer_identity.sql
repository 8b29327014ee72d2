ALTER TABLE "opportunity_reports" ADD COLUMN "customer_country" text;--> statement-breakpoint
ALTER TABLE "opportunity_reports" ADD COLUMN "customer_verified" boolean DEFAULT true NOT NULL;