CREATE SEQUENCE "public"."virtual_material_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "materials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "materials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"name_kr" text,
	"product_line_code" text,
	"unit" text NOT NULL,
	"list_price" numeric(18, 4) NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "materials_price_ck" CHECK ("materials"."list_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "virtual_materials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "virtual_materials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"name_kr" text,
	"product_line_code" text NOT NULL,
	"function_structure" text NOT NULL,
	"unit" text NOT NULL,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reference_price" numeric(18, 4),
	"currency" text DEFAULT 'CNY' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"replaced_by_material_id" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "virtual_materials_status_ck" CHECK ("virtual_materials"."status" IN ('draft', 'active', 'retired')),
	CONSTRAINT "virtual_materials_price_ck" CHECK ("virtual_materials"."reference_price" IS NULL OR "virtual_materials"."reference_price" >= 0),
	CONSTRAINT "virtual_materials_function_structure_ck" CHECK ("virtual_materials"."function_structure" IN ('1', '2', '3', '4', '5', '6', '7'))
);
--> statement-breakpoint
ALTER TABLE "virtual_materials" ADD CONSTRAINT "virtual_materials_replaced_by_material_id_materials_id_fk" FOREIGN KEY ("replaced_by_material_id") REFERENCES "public"."materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_materials" ADD CONSTRAINT "virtual_materials_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_materials" ADD CONSTRAINT "virtual_materials_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "materials_code_uq" ON "materials" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_materials_code_uq" ON "virtual_materials" USING btree ("code");--> statement-breakpoint
CREATE INDEX "virtual_materials_updated_idx" ON "virtual_materials" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "virtual_materials_status_idx" ON "virtual_materials" USING btree ("status","updated_at" DESC NULLS LAST);