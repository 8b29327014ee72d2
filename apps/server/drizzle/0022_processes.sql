CREATE TABLE "process_definitions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "process_definitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"steps" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "process_delegations" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"delegate_id" integer NOT NULL,
	"from_at" timestamp with time zone NOT NULL,
	"until_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "process_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "process_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"process_id" integer NOT NULL,
	"round" integer NOT NULL,
	"step_index" integer,
	"action" text NOT NULL,
	"actor_id" integer,
	"on_behalf_of_id" integer,
	"target_id" integer,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "process_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "process_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"process_id" integer NOT NULL,
	"round" integer NOT NULL,
	"step_index" integer NOT NULL,
	"assignee_id" integer NOT NULL,
	"on_behalf_of_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"due_at" timestamp with time zone,
	"acted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "processes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"subject_no" text NOT NULL,
	"title" text NOT NULL,
	"definition_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"outcome" text,
	"submitter_id" integer NOT NULL,
	"company_id" integer,
	"round" integer DEFAULT 1 NOT NULL,
	"step_index" integer,
	"step_due_at" timestamp with time zone,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "process_definitions" ADD CONSTRAINT "process_definitions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_delegations" ADD CONSTRAINT "process_delegations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_delegations" ADD CONSTRAINT "process_delegations_delegate_id_users_id_fk" FOREIGN KEY ("delegate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_history" ADD CONSTRAINT "process_history_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_history" ADD CONSTRAINT "process_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_history" ADD CONSTRAINT "process_history_on_behalf_of_id_users_id_fk" FOREIGN KEY ("on_behalf_of_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_history" ADD CONSTRAINT "process_history_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_tasks" ADD CONSTRAINT "process_tasks_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_tasks" ADD CONSTRAINT "process_tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_tasks" ADD CONSTRAINT "process_tasks_on_behalf_of_id_users_id_fk" FOREIGN KEY ("on_behalf_of_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_definition_id_process_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."process_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_submitter_id_users_id_fk" FOREIGN KEY ("submitter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "process_definitions_kind_version_uq" ON "process_definitions" USING btree ("kind","version");--> statement-breakpoint
CREATE INDEX "process_delegations_delegate_idx" ON "process_delegations" USING btree ("delegate_id");--> statement-breakpoint
CREATE INDEX "process_history_process_idx" ON "process_history" USING btree ("process_id","id");--> statement-breakpoint
CREATE INDEX "process_history_actor_idx" ON "process_history" USING btree ("actor_id","process_id");--> statement-breakpoint
CREATE INDEX "process_tasks_process_idx" ON "process_tasks" USING btree ("process_id","round","step_index");--> statement-breakpoint
CREATE INDEX "process_tasks_pending_idx" ON "process_tasks" USING btree ("assignee_id","process_id") WHERE "process_tasks"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "processes_subject_uq" ON "processes" USING btree ("kind","subject_id");--> statement-breakpoint
CREATE INDEX "processes_submitter_idx" ON "processes" USING btree ("submitter_id","started_at");--> statement-breakpoint
CREATE INDEX "processes_company_idx" ON "processes" USING btree ("company_id","started_at");--> statement-breakpoint
CREATE INDEX "processes_status_idx" ON "processes" USING btree ("status","started_at");