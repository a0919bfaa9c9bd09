CREATE TABLE "order_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"user_id" integer,
	"actor" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"event_id" integer NOT NULL,
	"seat_group_id" integer NOT NULL,
	"block_id" integer,
	"price_id" integer,
	"sale_type_id" integer NOT NULL,
	"price_text" jsonb NOT NULL,
	"unit_cents" integer NOT NULL,
	"secret" text NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" integer,
	CONSTRAINT "order_tickets_secret_unique" UNIQUE("secret"),
	CONSTRAINT "order_tickets_price_not_negative" CHECK ("order_tickets"."unit_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"secret" text NOT NULL,
	"status" text NOT NULL,
	"payment_method" text NOT NULL,
	"delivery" text NOT NULL,
	"lang" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"total_cents" integer NOT NULL,
	"release_at" timestamp with time zone,
	"idempotency_key" text,
	"cart_key" text,
	"payment_reference" text DEFAULT '' NOT NULL,
	"sold_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_code_unique" UNIQUE("code"),
	CONSTRAINT "orders_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "orders_total_not_negative" CHECK ("orders"."total_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ticket_holds" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "order_log" ADD CONSTRAINT "order_log_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_log" ADD CONSTRAINT "order_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tickets" ADD CONSTRAINT "order_tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tickets" ADD CONSTRAINT "order_tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tickets" ADD CONSTRAINT "order_tickets_seat_group_id_seat_groups_id_fk" FOREIGN KEY ("seat_group_id") REFERENCES "public"."seat_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tickets" ADD CONSTRAINT "order_tickets_price_id_prices_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."prices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tickets" ADD CONSTRAINT "order_tickets_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_sold_by_users_id_fk" FOREIGN KEY ("sold_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_log_order_idx" ON "order_log" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_tickets_order_idx" ON "order_tickets" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_tickets_event_idx" ON "order_tickets" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "orders_status_release_idx" ON "orders" USING btree ("status","release_at");--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "ticket_holds" ADD CONSTRAINT "ticket_holds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_holds_order_idx" ON "ticket_holds" USING btree ("order_id");