CREATE TABLE "list_column_choices" (
	"user_id" integer NOT NULL,
	"list" text NOT NULL,
	"columns" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_column_choices_user_id_list_pk" PRIMARY KEY("user_id","list")
);
--> statement-breakpoint
ALTER TABLE "list_column_choices" ADD CONSTRAINT "list_column_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;