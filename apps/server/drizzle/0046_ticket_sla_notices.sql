CREATE TABLE "ticket_sla_notices" (
	"ticket_id" integer NOT NULL,
	"target" text NOT NULL,
	"notice" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"told_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ticket_sla_notices_ticket_id_target_notice_pk" PRIMARY KEY("ticket_id","target","notice")
);
--> statement-breakpoint
ALTER TABLE "ticket_sla_notices" ADD CONSTRAINT "ticket_sla_notices_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;