CREATE TABLE "training_course_prerequisites" (
	"course_id" integer NOT NULL,
	"prerequisite_id" integer NOT NULL,
	CONSTRAINT "training_course_prerequisites_course_id_prerequisite_id_pk" PRIMARY KEY("course_id","prerequisite_id"),
	CONSTRAINT "training_course_prerequisites_self_ck" CHECK ("training_course_prerequisites"."course_id" <> "training_course_prerequisites"."prerequisite_id")
);
--> statement-breakpoint
CREATE TABLE "training_courses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_courses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"name_kr" text NOT NULL,
	"description_cn" text,
	"description_en" text,
	"description_kr" text,
	"product_line_code" text,
	"level" text NOT NULL,
	"duration_hours" numeric(6, 1) NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "training_courses_level_ck" CHECK ("training_courses"."level" IN ('basic', 'intermediate', 'advanced'))
);
--> statement-breakpoint
CREATE TABLE "training_registrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"status" text NOT NULL,
	"registered_by" integer,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "training_registrations_status_ck" CHECK ("training_registrations"."status" IN ('seated', 'waiting', 'approved', 'rejected', 'cancelled', 'attended', 'absent'))
);
--> statement-breakpoint
CREATE TABLE "training_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"registration_deadline" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"place" text,
	"online_link" text,
	"trainer" text NOT NULL,
	"capacity" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"audience_company_types" text[] DEFAULT '{}' NOT NULL,
	"audience_tiers" text[] DEFAULT '{}' NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "training_sessions_seats_ck" CHECK ("training_sessions"."seats_taken" >= 0 AND "training_sessions"."seats_taken" <= "training_sessions"."capacity"),
	CONSTRAINT "training_sessions_times_ck" CHECK ("training_sessions"."ends_at" > "training_sessions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "training_course_prerequisites" ADD CONSTRAINT "training_course_prerequisites_course_id_training_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."training_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_course_prerequisites" ADD CONSTRAINT "training_course_prerequisites_prerequisite_id_training_courses_id_fk" FOREIGN KEY ("prerequisite_id") REFERENCES "public"."training_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_courses" ADD CONSTRAINT "training_courses_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_registrations" ADD CONSTRAINT "training_registrations_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_registrations" ADD CONSTRAINT "training_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_registrations" ADD CONSTRAINT "training_registrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_registrations" ADD CONSTRAINT "training_registrations_registered_by_users_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_course_id_training_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."training_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "training_courses_code_uq" ON "training_courses" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "training_registrations_live_uq" ON "training_registrations" USING btree ("session_id","user_id") WHERE "training_registrations"."status" IN ('seated', 'waiting', 'approved');--> statement-breakpoint
CREATE INDEX "training_registrations_session_idx" ON "training_registrations" USING btree ("session_id","status","id");--> statement-breakpoint
CREATE INDEX "training_registrations_company_idx" ON "training_registrations" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "training_registrations_user_idx" ON "training_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "training_sessions_starts_idx" ON "training_sessions" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "training_sessions_course_idx" ON "training_sessions" USING btree ("course_id");