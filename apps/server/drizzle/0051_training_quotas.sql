CREATE TABLE "training_session_quotas" (
	"session_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"seats" integer NOT NULL,
	"assigned" integer DEFAULT 0 NOT NULL,
	"released_at" timestamp with time zone,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_session_quotas_session_id_company_id_pk" PRIMARY KEY("session_id","company_id"),
	CONSTRAINT "training_session_quotas_seats_ck" CHECK ("training_session_quotas"."assigned" >= 0 AND "training_session_quotas"."assigned" <= "training_session_quotas"."seats")
);
--> statement-breakpoint
ALTER TABLE "training_registrations" ADD COLUMN "held_seat" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD COLUMN "seats_held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "training_session_quotas" ADD CONSTRAINT "training_session_quotas_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_session_quotas" ADD CONSTRAINT "training_session_quotas_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_session_quotas" ADD CONSTRAINT "training_session_quotas_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_session_quotas_company_idx" ON "training_session_quotas" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_held_ck" CHECK ("training_sessions"."seats_held" >= 0 AND "training_sessions"."seats_taken" + "training_sessions"."seats_held" <= "training_sessions"."capacity");