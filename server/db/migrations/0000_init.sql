CREATE TABLE "alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"text" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"link_url" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"link_title" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"online_from" timestamp with time zone,
	"online_to" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" jsonb NOT NULL,
	"name" jsonb NOT NULL,
	"style_name" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_tags" (
	"article_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "article_tags_article_id_tag_id_pk" PRIMARY KEY("article_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"teaser" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"body" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"category_id" integer,
	"production_id" integer,
	"image_id" integer,
	"published_at" timestamp with time zone NOT NULL,
	"is_online" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "containers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"parent" text DEFAULT '' NOT NULL,
	"content_type" text NOT NULL,
	"object_id" integer,
	"model" text DEFAULT '' NOT NULL,
	"columns" jsonb DEFAULT '{"de":[],"en":[]}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "containers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "error_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"status" smallint DEFAULT 404 NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_series" (
	"event_id" integer NOT NULL,
	"series_id" integer NOT NULL,
	CONSTRAINT "event_series_event_id_series_id_pk" PRIMARY KEY("event_id","series_id")
);
--> statement-breakpoint
CREATE TABLE "event_tags" (
	"event_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "event_tags_event_id_tag_id_pk" PRIMARY KEY("event_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "event_teasers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" date NOT NULL,
	"preline" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"headline" jsonb NOT NULL,
	"subline" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"link_url" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"link_text" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"image_id" integer,
	"is_online" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"production_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"date_start" timestamp with time zone NOT NULL,
	"date_end" timestamp with time zone,
	"event_type_new" text DEFAULT '' NOT NULL,
	"id_jet" integer,
	"ticket_url" text,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"title" jsonb,
	"info" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"is_online" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exhibition_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"show_in_filter" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "exhibition_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "footer_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'custom' NOT NULL,
	"title" jsonb NOT NULL,
	"url" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"lang" text NOT NULL,
	"field_values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"slug" text NOT NULL,
	"label" jsonb NOT NULL,
	"field_type" smallint NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"choices" jsonb DEFAULT '{"de":[],"en":[]}'::jsonb NOT NULL,
	"default_value" text DEFAULT '' NOT NULL,
	"placeholder_text" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"help_text" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"intro" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"thank_you" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"is_online" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "genres" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"show_in_filter" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"credit" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu" text NOT NULL,
	"parent_id" integer,
	"title" jsonb NOT NULL,
	"url" jsonb NOT NULL,
	"has_tab_navigation" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opening_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"weekday" smallint NOT NULL,
	"time_from" time,
	"time_to" time,
	"closed" boolean DEFAULT false NOT NULL,
	"alternative_text" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"alternative_link_url" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opening_hours_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"time_from" time,
	"time_to" time,
	"closed" boolean DEFAULT false NOT NULL,
	"alternative_text" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"alternative_link_url" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"author_id" integer,
	"is_published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"path" jsonb NOT NULL,
	"content_type" text DEFAULT 'page' NOT NULL,
	"title" jsonb NOT NULL,
	"headline" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"is_online" boolean DEFAULT true NOT NULL,
	"is_clickable" boolean DEFAULT true NOT NULL,
	"in_menu" boolean DEFAULT false NOT NULL,
	"in_footer" boolean DEFAULT false NOT NULL,
	"is_landing_page" boolean DEFAULT false NOT NULL,
	"meta_title" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"meta_description" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"og_title" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"og_description" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"og_type" text DEFAULT 'website' NOT NULL,
	"og_image_id" integer,
	"content" jsonb DEFAULT '{"de":[],"en":[]}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" jsonb NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_category_links" (
	"person_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "person_category_links_person_id_category_id_pk" PRIMARY KEY("person_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "persons" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"position" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"biography" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"image_id" integer,
	"is_online" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"seat_group_id" integer NOT NULL,
	"text" jsonb NOT NULL,
	"sale_type_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"is_full_price" boolean DEFAULT false NOT NULL,
	"has_discounts" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_contributors" (
	"id" serial PRIMARY KEY NOT NULL,
	"production_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"kind" text NOT NULL,
	"role" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_tags" (
	"production_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "production_tags_production_id_tag_id_pk" PRIMARY KEY("production_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "productions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"subline" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"teaser" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"important_info" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"exhibition_type_id" integer,
	"genre_id" integer,
	"season_id" integer,
	"premiere_on" date,
	"duration_minutes" integer,
	"image_id" integer,
	"video_url" text,
	"sticky_event" boolean DEFAULT false NOT NULL,
	"is_online" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"old_path" text NOT NULL,
	"new_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_old_path_unique" UNIQUE("old_path")
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"capacity" integer DEFAULT 0 NOT NULL,
	"show_in_filter" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seat_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"status" text DEFAULT '1' NOT NULL,
	"text" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"capacity" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "series" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" jsonb NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"is_subscription" boolean DEFAULT false NOT NULL,
	"price_cents" integer,
	"image_id" integer,
	"show_in_filter" boolean DEFAULT true NOT NULL,
	"is_online" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"is_site_online" boolean DEFAULT true NOT NULL,
	"is_shop_online" boolean DEFAULT true NOT NULL,
	"html_header" text DEFAULT '' NOT NULL,
	"html_footer_top" text DEFAULT '' NOT NULL,
	"html_footer_bottom" text DEFAULT '' NOT NULL,
	"html_footer_logos" text DEFAULT '' NOT NULL,
	"error_pages" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"slug" jsonb NOT NULL,
	"name" jsonb NOT NULL,
	"show_in_filter" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"seat_group_id" integer NOT NULL,
	"time_start" time NOT NULL,
	"status" text DEFAULT '1' NOT NULL,
	"block_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'editor' NOT NULL,
	"has_dashboard_online_access" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" jsonb NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"latitude" text,
	"longitude" text,
	"image_id" integer,
	"is_online" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_tags" ADD CONSTRAINT "article_tags_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_tags" ADD CONSTRAINT "article_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_article_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."article_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_series" ADD CONSTRAINT "event_series_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_series" ADD CONSTRAINT "event_series_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tags" ADD CONSTRAINT "event_tags_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tags" ADD CONSTRAINT "event_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_teasers" ADD CONSTRAINT "event_teasers_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_entries" ADD CONSTRAINT "form_entries_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_fields" ADD CONSTRAINT "form_fields_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_parent_id_menu_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_versions" ADD CONSTRAINT "page_versions_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_versions" ADD CONSTRAINT "page_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_og_image_id_images_id_fk" FOREIGN KEY ("og_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_category_links" ADD CONSTRAINT "person_category_links_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_category_links" ADD CONSTRAINT "person_category_links_category_id_person_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."person_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_seat_group_id_seat_groups_id_fk" FOREIGN KEY ("seat_group_id") REFERENCES "public"."seat_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_contributors" ADD CONSTRAINT "production_contributors_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_contributors" ADD CONSTRAINT "production_contributors_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_tags" ADD CONSTRAINT "production_tags_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_tags" ADD CONSTRAINT "production_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productions" ADD CONSTRAINT "productions_exhibition_type_id_exhibition_types_id_fk" FOREIGN KEY ("exhibition_type_id") REFERENCES "public"."exhibition_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productions" ADD CONSTRAINT "productions_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productions" ADD CONSTRAINT "productions_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productions" ADD CONSTRAINT "productions_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_groups" ADD CONSTRAINT "seat_groups_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_slots" ADD CONSTRAINT "time_slots_seat_group_id_seat_groups_id_fk" FOREIGN KEY ("seat_group_id") REFERENCES "public"."seat_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_tags_tag_idx" ON "article_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "containers_object_idx" ON "containers" USING btree ("content_type","object_id");--> statement-breakpoint
CREATE INDEX "error_log_created_idx" ON "error_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "event_series_series_idx" ON "event_series" USING btree ("series_id");--> statement-breakpoint
CREATE INDEX "event_tags_tag_idx" ON "event_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "events_date_idx" ON "events" USING btree ("date_start");--> statement-breakpoint
CREATE INDEX "events_room_date_idx" ON "events" USING btree ("room_id","date_start");--> statement-breakpoint
CREATE INDEX "events_production_idx" ON "events" USING btree ("production_id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_id_jet_idx" ON "events" USING btree ("id_jet");--> statement-breakpoint
CREATE INDEX "form_entries_form_idx" ON "form_entries" USING btree ("form_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "form_fields_slug_idx" ON "form_fields" USING btree ("form_id","slug");--> statement-breakpoint
CREATE INDEX "menu_items_menu_idx" ON "menu_items" USING btree ("menu","parent_id","position");--> statement-breakpoint
CREATE INDEX "opening_hours_weekday_idx" ON "opening_hours" USING btree ("weekday");--> statement-breakpoint
CREATE INDEX "opening_hours_exceptions_day_idx" ON "opening_hours_exceptions" USING btree ("day");--> statement-breakpoint
CREATE INDEX "page_versions_page_idx" ON "page_versions" USING btree ("page_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_path_de_idx" ON "pages" USING btree (("path"->>'de'));--> statement-breakpoint
CREATE UNIQUE INDEX "pages_path_en_idx" ON "pages" USING btree (("path"->>'en'));--> statement-breakpoint
CREATE INDEX "pages_parent_idx" ON "pages" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "prices_seat_group_idx" ON "prices" USING btree ("seat_group_id");--> statement-breakpoint
CREATE INDEX "contributors_production_idx" ON "production_contributors" USING btree ("production_id");--> statement-breakpoint
CREATE INDEX "contributors_person_idx" ON "production_contributors" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "productions_type_idx" ON "productions" USING btree ("exhibition_type_id");--> statement-breakpoint
CREATE INDEX "productions_season_idx" ON "productions" USING btree ("season_id");--> statement-breakpoint
CREATE INDEX "rooms_venue_idx" ON "rooms" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "seat_groups_event_idx" ON "seat_groups" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "tags_scope_idx" ON "tags" USING btree ("scope");--> statement-breakpoint
CREATE INDEX "time_slots_seat_group_idx" ON "time_slots" USING btree ("seat_group_id");