CREATE TABLE "quotation_qa_files" (
	"question_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"side" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quotation_qa_files_question_id_file_id_pk" PRIMARY KEY("question_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "quotation_qa_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quotation_qa_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"event" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quotation_qa_reads" (
	"root_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quotation_qa_reads_root_id_user_id_pk" PRIMARY KEY("root_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "quotation_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quotation_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"root_id" integer NOT NULL,
	"quotation_id" integer NOT NULL,
	"question" text NOT NULL,
	"asked_by" integer NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" text,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	CONSTRAINT "quotation_questions_answer_ck" CHECK (("quotation_questions"."answer" IS NULL) = ("quotation_questions"."answered_by" IS NULL) AND ("quotation_questions"."answer" IS NULL) = ("quotation_questions"."answered_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "quotations" DROP CONSTRAINT "quotations_status_ck";--> statement-breakpoint
DROP INDEX "quotations_order_uq";--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "request_note" text;--> statement-breakpoint
ALTER TABLE "quotation_qa_files" ADD CONSTRAINT "quotation_qa_files_question_id_quotation_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quotation_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_qa_files" ADD CONSTRAINT "quotation_qa_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_qa_notices" ADD CONSTRAINT "quotation_qa_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_qa_notices" ADD CONSTRAINT "quotation_qa_notices_question_id_quotation_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quotation_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_qa_reads" ADD CONSTRAINT "quotation_qa_reads_root_id_quotations_id_fk" FOREIGN KEY ("root_id") REFERENCES "public"."quotations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_qa_reads" ADD CONSTRAINT "quotation_qa_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_questions" ADD CONSTRAINT "quotation_questions_root_id_quotations_id_fk" FOREIGN KEY ("root_id") REFERENCES "public"."quotations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_questions" ADD CONSTRAINT "quotation_questions_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_questions" ADD CONSTRAINT "quotation_questions_asked_by_users_id_fk" FOREIGN KEY ("asked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_questions" ADD CONSTRAINT "quotation_questions_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_qa_notices_uq" ON "quotation_qa_notices" USING btree ("question_id","event");--> statement-breakpoint
CREATE INDEX "quotation_qa_notices_pending_idx" ON "quotation_qa_notices" USING btree ("user_id") WHERE "quotation_qa_notices"."delivered_at" IS NULL;--> statement-breakpoint
CREATE INDEX "quotation_questions_root_idx" ON "quotation_questions" USING btree ("root_id","asked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_order_uq" ON "quotations" USING btree ("order_id") WHERE "quotations"."kind" <> 'supplementary';--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_status_ck" CHECK ("quotations"."status" IN ('draft', 'submitted', 'approved', 'returned', 'issued', 'accepted', 'declined', 'expired', 'requested'));