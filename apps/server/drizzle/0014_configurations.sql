CREATE TABLE "configurable_model_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "configurable_model_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"model_id" integer NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer
);
--> statement-breakpoint
CREATE TABLE "configurable_models" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "configurable_models_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text,
	"name_kr" text,
	"product_line_code" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"draft" jsonb NOT NULL,
	"latest_version" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "configurable_models_status_ck" CHECK ("configurable_models"."status" IN ('draft', 'published', 'retired'))
);
--> statement-breakpoint
CREATE TABLE "configurations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "configurations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"model_version_id" integer NOT NULL,
	"selection" jsonb NOT NULL,
	"bom" jsonb NOT NULL,
	"list_price" numeric(18, 4) NOT NULL,
	"currency" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "configurable_model_versions" ADD CONSTRAINT "configurable_model_versions_model_id_configurable_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."configurable_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurable_model_versions" ADD CONSTRAINT "configurable_model_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurable_models" ADD CONSTRAINT "configurable_models_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurable_models" ADD CONSTRAINT "configurable_models_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurations" ADD CONSTRAINT "configurations_model_version_id_configurable_model_versions_id_fk" FOREIGN KEY ("model_version_id") REFERENCES "public"."configurable_model_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurations" ADD CONSTRAINT "configurations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "configurable_model_versions_uq" ON "configurable_model_versions" USING btree ("model_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "configurable_models_code_uq" ON "configurable_models" USING btree ("code");--> statement-breakpoint
CREATE INDEX "configurable_models_updated_idx" ON "configurable_models" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "configurations_version_idx" ON "configurations" USING btree ("model_version_id");--> statement-breakpoint
ALTER TABLE "solution_lines" ADD CONSTRAINT "solution_lines_configuration_id_configurations_id_fk" FOREIGN KEY ("configuration_id") REFERENCES "public"."configurations"("id") ON DELETE no action ON UPDATE no action;