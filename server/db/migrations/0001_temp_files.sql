CREATE TABLE "temp_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"stored_name" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"form_entry_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "temp_files_stored_name_unique" UNIQUE("stored_name")
);
--> statement-breakpoint
ALTER TABLE "temp_files" ADD CONSTRAINT "temp_files_form_entry_id_form_entries_id_fk" FOREIGN KEY ("form_entry_id") REFERENCES "public"."form_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "temp_files_created_idx" ON "temp_files" USING btree ("created_at");