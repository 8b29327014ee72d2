CREATE SEQUENCE "public"."solution_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "solution_files" (
	"solution_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "solution_files_solution_id_file_id_pk" PRIMARY KEY("solution_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "solution_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "solution_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"solution_id" integer NOT NULL,
	"kind" text NOT NULL,
	"configuration_id" integer,
	"equipment_model_id" integer,
	"material_id" integer,
	"virtual_material_id" integer,
	"quantity" numeric(12, 3) NOT NULL,
	"note" text,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "solution_lines_quantity_ck" CHECK ("solution_lines"."quantity" > 0),
	CONSTRAINT "solution_lines_item_ck" CHECK (("solution_lines"."kind" = 'configured') = ("solution_lines"."configuration_id" IS NOT NULL)
        AND ("solution_lines"."kind" = 'model') = ("solution_lines"."equipment_model_id" IS NOT NULL)
        AND ("solution_lines"."kind" = 'material') = ("solution_lines"."material_id" IS NOT NULL)
        AND ("solution_lines"."kind" = 'virtual') = ("solution_lines"."virtual_material_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "solutions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "solutions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"solution_no" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"latest" boolean DEFAULT true NOT NULL,
	"opportunity_id" integer NOT NULL,
	"title" text NOT NULL,
	"notes" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"return_reason" text,
	"list_total" numeric(18, 2),
	"currency" text DEFAULT 'CNY' NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "solutions_status_ck" CHECK ("solutions"."status" IN ('draft', 'designing', 'submitted', 'approved', 'returned'))
);
--> statement-breakpoint
ALTER TABLE "solution_files" ADD CONSTRAINT "solution_files_solution_id_solutions_id_fk" FOREIGN KEY ("solution_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solution_files" ADD CONSTRAINT "solution_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solution_lines" ADD CONSTRAINT "solution_lines_solution_id_solutions_id_fk" FOREIGN KEY ("solution_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solution_lines" ADD CONSTRAINT "solution_lines_equipment_model_id_equipment_models_id_fk" FOREIGN KEY ("equipment_model_id") REFERENCES "public"."equipment_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solution_lines" ADD CONSTRAINT "solution_lines_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solution_lines" ADD CONSTRAINT "solution_lines_virtual_material_id_virtual_materials_id_fk" FOREIGN KEY ("virtual_material_id") REFERENCES "public"."virtual_materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solutions" ADD CONSTRAINT "solutions_opportunity_id_business_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."business_opportunities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solutions" ADD CONSTRAINT "solutions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solutions" ADD CONSTRAINT "solutions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "solution_lines_solution_idx" ON "solution_lines" USING btree ("solution_id");--> statement-breakpoint
CREATE UNIQUE INDEX "solutions_no_version_uq" ON "solutions" USING btree ("solution_no","version");--> statement-breakpoint
CREATE INDEX "solutions_opportunity_idx" ON "solutions" USING btree ("opportunity_id");--> statement-breakpoint
CREATE INDEX "solutions_updated_idx" ON "solutions" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);