CREATE TABLE "oidc_identities" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "oidc_identities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"provider" text NOT NULL,
	"linked_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state_hash" text NOT NULL,
	"browser_key_hash" text NOT NULL,
	"provider" text NOT NULL,
	"purpose" text NOT NULL,
	"login_type" text NOT NULL,
	"user_id" integer,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"session_id" uuid,
	"id_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "oidc_identities" ADD CONSTRAINT "oidc_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oidc_identities" ADD CONSTRAINT "oidc_identities_linked_by_users_id_fk" FOREIGN KEY ("linked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oidc_requests" ADD CONSTRAINT "oidc_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oidc_requests" ADD CONSTRAINT "oidc_requests_session_id_login_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."login_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "oidc_identities_subject_uq" ON "oidc_identities" USING btree ("issuer","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "oidc_identities_user_issuer_uq" ON "oidc_identities" USING btree ("user_id","issuer");--> statement-breakpoint
CREATE UNIQUE INDEX "oidc_requests_state_uq" ON "oidc_requests" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "oidc_requests_session_idx" ON "oidc_requests" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "oidc_requests_expires_idx" ON "oidc_requests" USING btree ("expires_at");