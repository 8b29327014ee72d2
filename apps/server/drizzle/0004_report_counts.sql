CREATE TABLE "opportunity_report_counts" (
	"company_id" integer NOT NULL,
	"status" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "opportunity_report_counts_company_id_status_pk" PRIMARY KEY("company_id","status")
);
