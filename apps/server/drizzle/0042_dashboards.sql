CREATE TABLE "dashboard_figures" (
	"figure" text NOT NULL,
	"month" date NOT NULL,
	"company_id" integer,
	"region" text,
	"product_line" text,
	"x" text NOT NULL,
	"series" text NOT NULL,
	"n" integer NOT NULL,
	"total" double precision DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_filter_choices" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"filters" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_refreshes" (
	"id" integer PRIMARY KEY NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	"millis" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dashboard_filter_choices" ADD CONSTRAINT "dashboard_filter_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboard_figures_month_idx" ON "dashboard_figures" USING btree ("month","figure");--> statement-breakpoint
CREATE INDEX "dashboard_figures_company_idx" ON "dashboard_figures" USING btree ("company_id","month");