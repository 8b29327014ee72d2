ALTER TABLE "roles" ADD COLUMN "name_cn" text;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "name_kr" text;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;