-- The detail pages' remaining sections (spec §2): partners as an event's sponsors and a production's
-- promoter, a production's programme and opening hours, and the event a performance is part of.
CREATE TABLE "event_sponsors" (
	"event_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	CONSTRAINT "event_sponsors_event_id_partner_id_pk" PRIMARY KEY("event_id","partner_id")
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"logo_id" integer
);
--> statement-breakpoint
CREATE TABLE "production_opening_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"production_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"time_from" time,
	"time_to" time,
	"closed" boolean DEFAULT false NOT NULL,
	"alternative_text" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"alternative_link_url" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programme_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"production_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"text" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"link_url" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "parent_event_id" integer;--> statement-breakpoint
ALTER TABLE "productions" ADD COLUMN "promoter_id" integer;--> statement-breakpoint
ALTER TABLE "event_sponsors" ADD CONSTRAINT "event_sponsors_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sponsors" ADD CONSTRAINT "event_sponsors_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_logo_id_images_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_opening_hours" ADD CONSTRAINT "production_opening_hours_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_items" ADD CONSTRAINT "programme_items_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_sponsors_partner_idx" ON "event_sponsors" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "production_opening_hours_production_idx" ON "production_opening_hours" USING btree ("production_id");--> statement-breakpoint
CREATE INDEX "programme_items_production_idx" ON "programme_items" USING btree ("production_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_parent_event_id_events_id_fk" FOREIGN KEY ("parent_event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productions" ADD CONSTRAINT "productions_promoter_id_partners_id_fk" FOREIGN KEY ("promoter_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_parent_idx" ON "events" USING btree ("parent_event_id");