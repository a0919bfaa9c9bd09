CREATE TABLE "search_query_days" (
	"day" date NOT NULL,
	"lang" text NOT NULL,
	"query" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"empty_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_query_days_day_lang_query_pk" PRIMARY KEY("day","lang","query")
);
--> statement-breakpoint
ALTER TABLE "form_entries" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "content_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "original_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "focal_x" smallint DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "focal_y" smallint DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "renditions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "search_query_days_day_idx" ON "search_query_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "form_entries_unread_idx" ON "form_entries" USING btree ("created_at") WHERE read_at is null;