CREATE TABLE "training_certificates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"registration_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"product_line_code" text,
	"person_name" text NOT NULL,
	"company_name_cn" text NOT NULL,
	"company_name_en" text NOT NULL,
	"company_name_kr" text NOT NULL,
	"course_name_cn" text NOT NULL,
	"course_name_en" text NOT NULL,
	"course_name_kr" text NOT NULL,
	"issued_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"revoked_by" integer,
	"expiry_noticed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "training_certificates_code_ck" CHECK ("training_certificates"."code" ~ '^[0-9a-f]{32}$'),
	CONSTRAINT "training_certificates_status_ck" CHECK ("training_certificates"."status" IN ('valid', 'revoked')),
	CONSTRAINT "training_certificates_dates_ck" CHECK ("training_certificates"."expires_on" > "training_certificates"."issued_on")
);
--> statement-breakpoint
ALTER TABLE "training_courses" ADD COLUMN "validity_months" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "training_registrations" ADD COLUMN "result" text;--> statement-breakpoint
ALTER TABLE "training_registrations" ADD COLUMN "score" integer;--> statement-breakpoint
ALTER TABLE "training_certificates" ADD CONSTRAINT "training_certificates_registration_id_training_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."training_registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_certificates" ADD CONSTRAINT "training_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_certificates" ADD CONSTRAINT "training_certificates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_certificates" ADD CONSTRAINT "training_certificates_course_id_training_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."training_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_certificates" ADD CONSTRAINT "training_certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "training_certificates_code_uq" ON "training_certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "training_certificates_registration_uq" ON "training_certificates" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "training_certificates_company_idx" ON "training_certificates" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "training_certificates_expiry_idx" ON "training_certificates" USING btree ("expires_on") WHERE "training_certificates"."status" = 'valid' AND "training_certificates"."expiry_noticed_at" IS NULL;--> statement-breakpoint
ALTER TABLE "training_courses" ADD CONSTRAINT "training_courses_validity_ck" CHECK ("training_courses"."validity_months" BETWEEN 1 AND 120);--> statement-breakpoint
ALTER TABLE "training_registrations" ADD CONSTRAINT "training_registrations_result_ck" CHECK (("training_registrations"."result" IS NULL OR ("training_registrations"."result" IN ('pass', 'fail') AND "training_registrations"."status" = 'attended')) AND ("training_registrations"."score" IS NULL OR ("training_registrations"."result" IS NOT NULL AND "training_registrations"."score" BETWEEN 0 AND 100)));