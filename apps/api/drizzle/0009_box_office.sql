-- Box office (issue 14): distinct daily event viewers, in-app notifications, auction outcome, payment
-- reports kept for staff, transaction ids unique without case or spaces, cash holds that expire.
CREATE TABLE "event_views" (
	"event_id" integer NOT NULL,
	"viewer" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "event_views_event_id_day_viewer_pk" PRIMARY KEY("event_id","day","viewer")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "reservations_pending_expiry_idx";--> statement-breakpoint
DROP INDEX "payments_provider_transaction_key";--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "mismatch" jsonb;--> statement-breakpoint
ALTER TABLE "event_views" ADD CONSTRAINT "event_views_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "reservations_hold_expiry_idx" ON "reservations" USING btree ("expires_at") WHERE "reservations"."status" in ('pending', 'cash_pending');--> statement-breakpoint
CREATE INDEX "reservations_event_user_idx" ON "reservations" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_transaction_key" ON "payments" USING btree ("provider",upper(regexp_replace("transaction_id", '[[:space:]]', '', 'g'))) WHERE "payments"."transaction_id" is not null;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_outcome_valid" CHECK ("auctions"."outcome" is null or "auctions"."outcome" in ('sold', 'unsold'));--> statement-breakpoint
-- Cash holds used to never expire: those already waiting get the default cash hold (72 h) from now.
UPDATE "reservations" SET "expires_at" = now() + interval '72 hours' WHERE "status" = 'cash_pending' AND "expires_at" IS NULL;
