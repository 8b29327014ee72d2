CREATE TABLE "resource_downloads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resource_downloads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"resource_id" integer NOT NULL,
	"version" integer NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer,
	"downloaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shelf" text NOT NULL,
	"category" text NOT NULL,
	"product_line_code" text,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"name_kr" text NOT NULL,
	"description_cn" text,
	"description_en" text,
	"description_kr" text,
	"languages" text[] NOT NULL,
	"kind" text NOT NULL,
	"file_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"audience_company_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"audience_tiers" text[] DEFAULT '{}'::text[] NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resource_downloads" ADD CONSTRAINT "resource_downloads_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_downloads" ADD CONSTRAINT "resource_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_downloads" ADD CONSTRAINT "resource_downloads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resource_downloads_resource_idx" ON "resource_downloads" USING btree ("resource_id","downloaded_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "resources_shelf_updated_idx" ON "resources" USING btree ("shelf","updated_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "resources_shelf_downloads_idx" ON "resources" USING btree ("shelf","download_count" DESC NULLS FIRST,"id");