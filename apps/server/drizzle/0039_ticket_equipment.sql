CREATE TABLE "installed_equipment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "installed_equipment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"serial_no" text NOT NULL,
	"model_name" text NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer,
	"site" text NOT NULL,
	"order_id" integer,
	"order_line_id" integer,
	"installed_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_files" (
	"ticket_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "ticket_files_ticket_id_file_id_pk" PRIMARY KEY("ticket_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "equipment_id" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "installed_equipment" ADD CONSTRAINT "installed_equipment_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installed_equipment" ADD CONSTRAINT "installed_equipment_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installed_equipment" ADD CONSTRAINT "installed_equipment_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installed_equipment" ADD CONSTRAINT "installed_equipment_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_files" ADD CONSTRAINT "ticket_files_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_files" ADD CONSTRAINT "ticket_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "installed_equipment_serial_uq" ON "installed_equipment" USING btree ("serial_no");--> statement-breakpoint
CREATE INDEX "installed_equipment_company_idx" ON "installed_equipment" USING btree ("company_id","serial_no");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_equipment_id_installed_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."installed_equipment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tickets_equipment_idx" ON "tickets" USING btree ("equipment_id");--> statement-breakpoint
-- Hand-written data step: the register starts with the equipment of the tickets already raised (one row per
-- serial, from its latest ticket; the customer matched by any of its names), and each ticket is linked to it.
INSERT INTO "installed_equipment" ("serial_no", "model_name", "company_id", "customer_id", "site", "order_id")
SELECT DISTINCT ON (t."serial_no") t."serial_no", coalesce(t."model_name", ''), t."company_id",
       (SELECT c."id" FROM "customers" c
         WHERE t."customer_name" IN (c."name", c."name_en", c."name_kr") ORDER BY c."id" LIMIT 1),
       t."site", t."order_id"
FROM "tickets" t
ORDER BY t."serial_no", t."created_at" DESC, t."id" DESC;--> statement-breakpoint
UPDATE "tickets" t SET "equipment_id" = e."id", "customer_id" = e."customer_id"
FROM "installed_equipment" e WHERE e."serial_no" = t."serial_no";
