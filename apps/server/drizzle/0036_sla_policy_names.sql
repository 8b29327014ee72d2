ALTER TABLE "sla_policies" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "sla_policies" ADD COLUMN "name_kr" text;