CREATE TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "error_log" ADD COLUMN "day" date;--> statement-breakpoint
ALTER TABLE "error_log" ADD COLUMN "count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "error_log" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "error_log" SET "day" = ("created_at" AT TIME ZONE 'Europe/Berlin')::date, "last_seen_at" = "created_at";--> statement-breakpoint
UPDATE "error_log" AS kept SET "count" = merged.total, "last_seen_at" = merged.last_seen
  FROM (SELECT min("id") AS id, count(*)::integer AS total, max("created_at") AS last_seen FROM "error_log" GROUP BY "url", "status", "day") AS merged
  WHERE kept."id" = merged.id;--> statement-breakpoint
DELETE FROM "error_log" AS later USING "error_log" AS first
  WHERE later."url" = first."url" AND later."status" = first."status" AND later."day" = first."day" AND later."id" > first."id";--> statement-breakpoint
ALTER TABLE "error_log" ALTER COLUMN "day" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "error_log_url_status_day_idx" ON "error_log" USING btree ("url","status","day");