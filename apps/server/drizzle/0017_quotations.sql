CREATE SEQUENCE "public"."quotation_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" text NOT NULL,
	"reporting_currency" text NOT NULL,
	"rate" numeric(18, 8) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_currency_reporting_currency_pk" PRIMARY KEY("currency","reporting_currency")
);
--> statement-breakpoint
CREATE TABLE "quotation_discount_thresholds" (
	"product_line_code" text PRIMARY KEY NOT NULL,
	"max_discount_percent" numeric(5, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotation_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quotation_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quotation_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"code" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text,
	"name_kr" text,
	"product_line_code" text,
	"bom" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"list_price" numeric(18, 2) NOT NULL,
	"discount_type" text DEFAULT 'percent' NOT NULL,
	"discount_value" numeric(18, 2) DEFAULT '0' NOT NULL,
	"net_price" numeric(18, 2) NOT NULL,
	"line_total" numeric(18, 2) NOT NULL,
	"return_reason" text,
	CONSTRAINT "quotation_lines_quantity_ck" CHECK ("quotation_lines"."quantity" > 0),
	CONSTRAINT "quotation_lines_discount_ck" CHECK ("quotation_lines"."discount_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quotations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quotation_no" text NOT NULL,
	"kind" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"root_id" integer,
	"previous_version_id" integer,
	"opportunity_id" integer NOT NULL,
	"solution_id" integer,
	"source_quotation_id" integer,
	"customer_id" integer,
	"partner_company_id" integer NOT NULL,
	"currency" text NOT NULL,
	"exchange_rate" numeric(18, 8) NOT NULL,
	"reporting_currency" text NOT NULL,
	"tax_rate" numeric(5, 2) DEFAULT '0' NOT NULL,
	"valid_until" date,
	"payment_terms" text,
	"delivery_terms" text,
	"notes" text,
	"language" text DEFAULT 'cn' NOT NULL,
	"status" text NOT NULL,
	"subtotal" numeric(18, 2) DEFAULT '0' NOT NULL,
	"discount_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tax_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"return_reason" text,
	"order_id" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "quotations_kind_ck" CHECK ("quotations"."kind" IN ('planning', 'formal', 'supplementary', 'additional')),
	CONSTRAINT "quotations_status_ck" CHECK ("quotations"."status" IN ('draft', 'submitted', 'approved', 'returned', 'issued', 'accepted', 'declined', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_root_id_quotations_id_fk" FOREIGN KEY ("root_id") REFERENCES "public"."quotations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_previous_version_id_quotations_id_fk" FOREIGN KEY ("previous_version_id") REFERENCES "public"."quotations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_opportunity_id_business_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."business_opportunities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_solution_id_solutions_id_fk" FOREIGN KEY ("solution_id") REFERENCES "public"."solutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_source_quotation_id_quotations_id_fk" FOREIGN KEY ("source_quotation_id") REFERENCES "public"."quotations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_partner_company_id_companies_id_fk" FOREIGN KEY ("partner_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotation_lines_quotation_idx" ON "quotation_lines" USING btree ("quotation_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_no_version_uq" ON "quotations" USING btree ("quotation_no","version");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_order_uq" ON "quotations" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_previous_uq" ON "quotations" USING btree ("previous_version_id");--> statement-breakpoint
CREATE INDEX "quotations_root_idx" ON "quotations" USING btree ("root_id");--> statement-breakpoint
CREATE INDEX "quotations_opportunity_idx" ON "quotations" USING btree ("opportunity_id");--> statement-breakpoint
CREATE INDEX "quotations_company_idx" ON "quotations" USING btree ("partner_company_id","kind");--> statement-breakpoint
CREATE INDEX "quotations_updated_idx" ON "quotations" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);