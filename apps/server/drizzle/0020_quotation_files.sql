CREATE TABLE "quotation_files" (
	"quotation_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quotation_files_quotation_id_file_id_pk" PRIMARY KEY("quotation_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "quotation_files" ADD CONSTRAINT "quotation_files_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_files" ADD CONSTRAINT "quotation_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;