-- Trigram matching for autocomplete and "did you mean" (pg_trgm is a trusted extension since PostgreSQL 13).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"object_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"date" timestamp with time zone,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(case when "lang" = 'en' then 'english'::regconfig else 'german'::regconfig end, "title"), 'A') || setweight(to_tsvector(case when "lang" = 'en' then 'english'::regconfig else 'german'::regconfig end, "text"), 'B')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_queries" (
	"lang" text NOT NULL,
	"query" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_queries_lang_query_pk" PRIMARY KEY("lang","query")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"lang" text NOT NULL,
	"term" text NOT NULL,
	"display" text NOT NULL,
	"frequency" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "search_terms_lang_term_pk" PRIMARY KEY("lang","term")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_documents_object_idx" ON "search_documents" USING btree ("kind","object_id","lang");--> statement-breakpoint
CREATE INDEX "search_documents_vector_idx" ON "search_documents" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "search_documents_title_trgm_idx" ON "search_documents" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_documents_title_prefix_idx" ON "search_documents" USING btree ("lang",lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_documents_lang_kind_date_idx" ON "search_documents" USING btree ("lang","kind","date");--> statement-breakpoint
CREATE INDEX "search_queries_count_idx" ON "search_queries" USING btree ("count");--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);