CREATE TABLE "payment_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_id" text NOT NULL,
	"reservation_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"operator" text NOT NULL,
	"msisdn" text NOT NULL,
	"amount" integer NOT NULL,
	"fee" integer NOT NULL,
	"reference" uuid NOT NULL,
	"operator_reference" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"next_poll_at" timestamp with time zone NOT NULL,
	"polls" integer DEFAULT 0 NOT NULL,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"callbacks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "payment_requests_serial_id_unique" UNIQUE("serial_id"),
	CONSTRAINT "payment_requests_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payment_requests_status_valid" CHECK ("payment_requests"."status" in ('pending', 'succeeded', 'failed', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"provider" text NOT NULL,
	"msisdn" text,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"reference" uuid NOT NULL,
	"operator_reference" text,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "refunds_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_requests_due_idx" ON "payment_requests" USING btree ("next_poll_at") WHERE "payment_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payment_requests_reservation_idx" ON "payment_requests" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_payment_key" ON "refunds" USING btree ("payment_id");