CREATE SEQUENCE "public"."opportunity_case_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."clue_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."business_opportunity_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."order_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."opportunity_report_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "business_opportunities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "business_opportunities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"oppt_no" text NOT NULL,
	"source_report_id" integer,
	"company_id" integer NOT NULL,
	"project_name" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_credit_code" text,
	"customer_region" text,
	"product_line_code" text NOT NULL,
	"amount" numeric(18, 2),
	"currency" text DEFAULT 'CNY' NOT NULL,
	"stage" text DEFAULT 'design' NOT NULL,
	"expected_close_date" date,
	"sales_owner_id" integer,
	"planning_owner_id" integer,
	"protected_until" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_opportunity_equipment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "business_opportunity_equipment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"opportunity_id" integer NOT NULL,
	"equipment_model_id" integer NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clue_follow_ups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clue_follow_ups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"clue_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"next_follow_up_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"clue_no" text NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"customer_name" text NOT NULL,
	"customer_credit_code" text,
	"contact_name" text,
	"contact_phone" text,
	"contact_email" text,
	"product_line_code" text,
	"region" text,
	"description" text,
	"company_id" integer,
	"assignee_id" integer,
	"assigned_at" timestamp with time zone,
	"close_reason" text,
	"converted_report_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opportunity_cases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "opportunity_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_no" text NOT NULL,
	"opportunity_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"status" text NOT NULL,
	"amount" numeric(18, 2),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opportunity_report_contacts" (
	"report_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "opportunity_report_contacts_report_id_user_id_pk" PRIMARY KEY("report_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "opportunity_report_files" (
	"report_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "opportunity_report_files_report_id_file_id_pk" PRIMARY KEY("report_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "opportunity_report_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "opportunity_report_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"report_id" integer NOT NULL,
	"equipment_model_id" integer NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opportunity_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "opportunity_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"report_no" text NOT NULL,
	"company_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"project_name" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_credit_code" text,
	"customer_region" text,
	"customer_address" text,
	"customer_industry" text,
	"product_line_code" text NOT NULL,
	"amount" numeric(18, 2),
	"currency" text DEFAULT 'CNY' NOT NULL,
	"rate" numeric(5, 2),
	"expected_close_date" date,
	"description" text,
	"clue_id" integer,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opportunity_reports_rate_ck" CHECK ("opportunity_reports"."rate" IS NULL OR ("opportunity_reports"."rate" > 0 AND "opportunity_reports"."rate" <= 100))
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"material_code" text NOT NULL,
	"material_desc" text,
	"quantity" integer NOT NULL,
	"unit_price" numeric(18, 2) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"company_id" integer NOT NULL,
	"customer_name" text NOT NULL,
	"opportunity_id" integer,
	"quotation_no" text,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"total" numeric(18, 2) NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"ordered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "policies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"body" text NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"version" integer DEFAULT 1 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policies_dates_ck" CHECK ("policies"."effective_to" IS NULL OR "policies"."effective_to" >= "policies"."effective_from")
);
--> statement-breakpoint
CREATE TABLE "policy_files" (
	"policy_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "policy_files_policy_id_file_id_pk" PRIMARY KEY("policy_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "qa_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "qa_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"product_line_code" text,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_agreements" (
	"company_id" integer NOT NULL,
	"year" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_agreements_company_id_year_pk" PRIMARY KEY("company_id","year")
);
--> statement-breakpoint
ALTER TABLE "business_opportunities" ADD CONSTRAINT "business_opportunities_source_report_id_opportunity_reports_id_fk" FOREIGN KEY ("source_report_id") REFERENCES "public"."opportunity_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_opportunities" ADD CONSTRAINT "business_opportunities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_opportunities" ADD CONSTRAINT "business_opportunities_sales_owner_id_users_id_fk" FOREIGN KEY ("sales_owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_opportunities" ADD CONSTRAINT "business_opportunities_planning_owner_id_users_id_fk" FOREIGN KEY ("planning_owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_opportunities" ADD CONSTRAINT "business_opportunities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_opportunity_equipment" ADD CONSTRAINT "business_opportunity_equipment_opportunity_id_business_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."business_opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_opportunity_equipment" ADD CONSTRAINT "business_opportunity_equipment_equipment_model_id_equipment_models_id_fk" FOREIGN KEY ("equipment_model_id") REFERENCES "public"."equipment_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clue_follow_ups" ADD CONSTRAINT "clue_follow_ups_clue_id_clues_id_fk" FOREIGN KEY ("clue_id") REFERENCES "public"."clues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clue_follow_ups" ADD CONSTRAINT "clue_follow_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clues" ADD CONSTRAINT "clues_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clues" ADD CONSTRAINT "clues_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clues" ADD CONSTRAINT "clues_converted_report_id_opportunity_reports_id_fk" FOREIGN KEY ("converted_report_id") REFERENCES "public"."opportunity_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clues" ADD CONSTRAINT "clues_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_cases" ADD CONSTRAINT "opportunity_cases_opportunity_id_business_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."business_opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_cases" ADD CONSTRAINT "opportunity_cases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_report_contacts" ADD CONSTRAINT "opportunity_report_contacts_report_id_opportunity_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."opportunity_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_report_contacts" ADD CONSTRAINT "opportunity_report_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_report_files" ADD CONSTRAINT "opportunity_report_files_report_id_opportunity_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."opportunity_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_report_files" ADD CONSTRAINT "opportunity_report_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_report_lines" ADD CONSTRAINT "opportunity_report_lines_report_id_opportunity_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."opportunity_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_report_lines" ADD CONSTRAINT "opportunity_report_lines_equipment_model_id_equipment_models_id_fk" FOREIGN KEY ("equipment_model_id") REFERENCES "public"."equipment_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_reports" ADD CONSTRAINT "opportunity_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_reports" ADD CONSTRAINT "opportunity_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_reports" ADD CONSTRAINT "opportunity_reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_opportunity_id_business_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."business_opportunities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_files" ADD CONSTRAINT "policy_files_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_files" ADD CONSTRAINT "policy_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_entries" ADD CONSTRAINT "qa_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_entries" ADD CONSTRAINT "qa_entries_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_agreements" ADD CONSTRAINT "registration_agreements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_agreements" ADD CONSTRAINT "registration_agreements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_opportunities_no_uq" ON "business_opportunities" USING btree ("oppt_no");--> statement-breakpoint
CREATE UNIQUE INDEX "business_opportunities_report_uq" ON "business_opportunities" USING btree ("source_report_id");--> statement-breakpoint
CREATE INDEX "business_opportunities_company_idx" ON "business_opportunities" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "business_opportunities_created_idx" ON "business_opportunities" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "business_opportunities_customer_idx" ON "business_opportunities" USING btree ("customer_credit_code","product_line_code");--> statement-breakpoint
CREATE INDEX "business_opportunities_to_sales_idx" ON "business_opportunities" USING btree ("created_at" DESC NULLS LAST) WHERE "business_opportunities"."sales_owner_id" IS NULL;--> statement-breakpoint
CREATE INDEX "business_opportunities_to_planning_idx" ON "business_opportunities" USING btree ("created_at" DESC NULLS LAST) WHERE "business_opportunities"."planning_owner_id" IS NULL;--> statement-breakpoint
CREATE INDEX "business_opportunity_equipment_oppt_idx" ON "business_opportunity_equipment" USING btree ("opportunity_id");--> statement-breakpoint
CREATE INDEX "clue_follow_ups_clue_idx" ON "clue_follow_ups" USING btree ("clue_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "clues_no_uq" ON "clues" USING btree ("clue_no");--> statement-breakpoint
CREATE INDEX "clues_status_idx" ON "clues" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "clues_company_idx" ON "clues" USING btree ("company_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "opportunity_cases_no_uq" ON "opportunity_cases" USING btree ("case_no");--> statement-breakpoint
CREATE INDEX "opportunity_cases_oppt_idx" ON "opportunity_cases" USING btree ("opportunity_id");--> statement-breakpoint
CREATE INDEX "opportunity_report_lines_report_idx" ON "opportunity_report_lines" USING btree ("report_id");--> statement-breakpoint
CREATE UNIQUE INDEX "opportunity_reports_no_uq" ON "opportunity_reports" USING btree ("report_no");--> statement-breakpoint
CREATE INDEX "opportunity_reports_company_status_idx" ON "opportunity_reports" USING btree ("company_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "opportunity_reports_status_idx" ON "opportunity_reports" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "opportunity_reports_created_idx" ON "opportunity_reports" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "opportunity_reports_customer_idx" ON "opportunity_reports" USING btree ("customer_credit_code","product_line_code");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_no_uq" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "orders_company_idx" ON "orders" USING btree ("company_id","ordered_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_ordered_idx" ON "orders" USING btree ("ordered_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "policies_published_idx" ON "policies" USING btree ("published","effective_from" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "qa_entries_published_idx" ON "qa_entries" USING btree ("published","updated_at" DESC NULLS LAST);