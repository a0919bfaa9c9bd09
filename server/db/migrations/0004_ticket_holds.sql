CREATE TABLE "ticket_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_key" text NOT NULL,
	"event_id" integer NOT NULL,
	"seat_group_id" integer NOT NULL,
	"block_id" integer,
	"price_id" integer NOT NULL,
	"sale_type_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ticket_holds_quantity_positive" CHECK ("ticket_holds"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "time_slots" ADD COLUMN "sold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_holds" ADD CONSTRAINT "ticket_holds_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_holds" ADD CONSTRAINT "ticket_holds_seat_group_id_seat_groups_id_fk" FOREIGN KEY ("seat_group_id") REFERENCES "public"."seat_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_holds" ADD CONSTRAINT "ticket_holds_price_id_prices_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."prices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_holds_seat_group_expires_idx" ON "ticket_holds" USING btree ("seat_group_id","expires_at");--> statement-breakpoint
CREATE INDEX "ticket_holds_cart_expires_idx" ON "ticket_holds" USING btree ("cart_key","expires_at");