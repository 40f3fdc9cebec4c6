CREATE TABLE "invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_id" text NOT NULL,
	"event_id" integer NOT NULL,
	"invited_by_id" integer NOT NULL,
	"recipient_email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "invitations_serial_id_unique" UNIQUE("serial_id"),
	CONSTRAINT "invitations_status_valid" CHECK ("invitations"."status" in ('pending', 'confirmed', 'declined', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_pending_key" ON "invitations" USING btree ("event_id",lower("recipient_email")) WHERE "invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "invitations_recipient_idx" ON "invitations" USING btree (lower("recipient_email"));--> statement-breakpoint
CREATE INDEX "invitations_sender_idx" ON "invitations" USING btree ("invited_by_id","created_at");