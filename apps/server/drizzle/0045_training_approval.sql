ALTER TABLE "training_registrations" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD COLUMN "trainer_id" integer;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD COLUMN "trainer_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_trainer_ck" CHECK (NOT "training_sessions"."trainer_approval" OR "training_sessions"."trainer_id" IS NOT NULL);