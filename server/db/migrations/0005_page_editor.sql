CREATE TABLE "activity_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"object_kind" text NOT NULL,
	"object_id" integer,
	"lang" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "editor_clipboard" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "editor_presence" (
	"user_id" integer NOT NULL,
	"target" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "editor_presence_user_id_target_pk" PRIMARY KEY("user_id","target")
);
--> statement-breakpoint
DROP INDEX "page_versions_page_idx";--> statement-breakpoint
ALTER TABLE "page_versions" ADD COLUMN "lang" text DEFAULT 'de' NOT NULL;--> statement-breakpoint
ALTER TABLE "page_versions" ADD COLUMN "summary" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "page_versions" ADD COLUMN "restored_from" integer;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "search_text" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editor_clipboard" ADD CONSTRAINT "editor_clipboard_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editor_presence" ADD CONSTRAINT "editor_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_created_idx" ON "activity_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "activity_log_object_idx" ON "activity_log" USING btree ("object_kind","object_id");--> statement-breakpoint
CREATE INDEX "editor_presence_target_idx" ON "editor_presence" USING btree ("target","seen_at");--> statement-breakpoint
CREATE INDEX "page_versions_page_idx" ON "page_versions" USING btree ("page_id","lang","id");--> statement-breakpoint
-- Existing pages: their modules' text as the search index read it before search_text existed.
UPDATE "pages" SET "search_text" = (
  SELECT jsonb_object_agg(l.lang, coalesce((
    SELECT string_agg(field.value, ' ')
    FROM jsonb_path_query("pages"."content" -> l.lang, 'strict $.** ? (@.type() == "object")') AS module(obj),
         jsonb_each_text(module.obj) AS field
    WHERE field.key = ANY (ARRAY['preline', 'headline', 'subline', 'content', 'text', 'caption', 'button_text', 'link_text'])
      AND jsonb_typeof(module.obj -> field.key) = 'string'
      AND coalesce(module.obj ->> 'online_from', '') = ''
      AND coalesce(module.obj ->> 'online_to', '') = ''), ''))
  FROM (VALUES ('de'), ('en')) AS l(lang));
