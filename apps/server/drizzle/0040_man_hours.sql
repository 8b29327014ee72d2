CREATE TABLE "time_days" (
	"user_id" integer NOT NULL,
	"work_date" date NOT NULL,
	"hours" numeric(4, 1) NOT NULL,
	CONSTRAINT "time_days_user_id_work_date_pk" PRIMARY KEY("user_id","work_date"),
	CONSTRAINT "time_days_hours_ck" CHECK ("time_days"."hours" >= 0 AND "time_days"."hours" <= 24)
);
--> statement-breakpoint
CREATE TABLE "time_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "time_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"timesheet_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer,
	"work_date" date NOT NULL,
	"hours" numeric(4, 1) NOT NULL,
	"kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"note" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"reject_reason" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "time_entries_hours_ck" CHECK ("time_entries"."hours" > 0 AND "time_entries"."hours" <= 24)
);
--> statement-breakpoint
CREATE TABLE "timesheets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "timesheets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"company_id" integer,
	"week_start" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "timesheets_monday_ck" CHECK (extract(isodow from "timesheets"."week_start") = 1)
);
--> statement-breakpoint
ALTER TABLE "time_days" ADD CONSTRAINT "time_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_entries_timesheet_idx" ON "time_entries" USING btree ("timesheet_id");--> statement-breakpoint
CREATE INDEX "time_entries_user_date_idx" ON "time_entries" USING btree ("user_id","work_date");--> statement-breakpoint
CREATE INDEX "time_entries_company_date_idx" ON "time_entries" USING btree ("company_id","work_date");--> statement-breakpoint
CREATE INDEX "time_entries_subject_idx" ON "time_entries" USING btree ("kind","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheets_user_week_uq" ON "timesheets" USING btree ("user_id","week_start");--> statement-breakpoint
CREATE INDEX "timesheets_company_idx" ON "timesheets" USING btree ("company_id","week_start");--> statement-breakpoint
CREATE INDEX "timesheets_status_idx" ON "timesheets" USING btree ("status","week_start");