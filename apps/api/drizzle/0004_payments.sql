CREATE TABLE "e_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_id" text NOT NULL,
	"reservation_id" integer NOT NULL,
	"reservation_item_id" integer NOT NULL,
	"seat" integer NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "e_tickets_serial_id_unique" UNIQUE("serial_id")
);
--> statement-breakpoint
CREATE TABLE "payment_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" integer,
	"reservation_id" integer NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" integer,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_id" text NOT NULL,
	"reservation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"phone_number" text,
	"transaction_id" text,
	"amount" integer NOT NULL,
	"fee" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "payments_serial_id_unique" UNIQUE("serial_id"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" >= 0 and "payments"."fee" >= 0),
	CONSTRAINT "payments_status_valid" CHECK ("payments"."status" in ('pending', 'confirmed', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "e_tickets" ADD CONSTRAINT "e_tickets_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_tickets" ADD CONSTRAINT "e_tickets_reservation_item_id_reservation_items_id_fk" FOREIGN KEY ("reservation_item_id") REFERENCES "public"."reservation_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_tickets" ADD CONSTRAINT "e_tickets_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_audit" ADD CONSTRAINT "payment_audit_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_audit" ADD CONSTRAINT "payment_audit_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_audit" ADD CONSTRAINT "payment_audit_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "e_tickets_item_seat_key" ON "e_tickets" USING btree ("reservation_item_id","seat");--> statement-breakpoint
CREATE INDEX "e_tickets_reservation_idx" ON "e_tickets" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "payment_audit_reservation_idx" ON "payment_audit" USING btree ("reservation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_transaction_key" ON "payments" USING btree ("provider","transaction_id") WHERE "payments"."transaction_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_key" ON "payments" USING btree ("reservation_id") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status","created_at");