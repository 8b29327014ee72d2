CREATE TABLE "search_documents" (
	"kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"grams" text[] NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "search_documents_kind_record_id_pk" PRIMARY KEY("kind","record_id")
);
--> statement-breakpoint
CREATE INDEX "search_documents_grams_idx" ON "search_documents" USING gin ("grams");