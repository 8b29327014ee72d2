CREATE TABLE "qr_login_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"browser_key_hash" text NOT NULL,
	"login_type" text NOT NULL,
	"client_address" text,
	"user_agent" text,
	"match_number" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"refusal_key" text,
	"user_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_sessions" ADD COLUMN "sign_in_way" text DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_sessions" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "qr_login_requests" ADD CONSTRAINT "qr_login_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qr_login_requests_expires_idx" ON "qr_login_requests" USING btree ("expires_at");