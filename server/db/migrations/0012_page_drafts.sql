CREATE TABLE "page_drafts" (
	"page_id" integer NOT NULL,
	"lang" text NOT NULL,
	"content" jsonb NOT NULL,
	"publish_at" timestamp with time zone,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_drafts_page_id_lang_pk" PRIMARY KEY("page_id","lang")
);
--> statement-breakpoint
ALTER TABLE "page_versions" ADD COLUMN "kind" text DEFAULT 'publish' NOT NULL;--> statement-breakpoint
ALTER TABLE "page_versions" ADD COLUMN "number" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "online_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "online_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "page_drafts" ADD CONSTRAINT "page_drafts_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_drafts" ADD CONSTRAINT "page_drafts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_drafts_publish_at_idx" ON "page_drafts" USING btree ("publish_at");--> statement-breakpoint
-- Versions written before drafts existed were all published at once; they count 1, 2, 3 … per page and language.
UPDATE "page_versions" AS v SET "number" = n."number" FROM (SELECT "id", row_number() OVER (PARTITION BY "page_id", "lang" ORDER BY "id") AS "number" FROM "page_versions") AS n WHERE v."id" = n."id";
