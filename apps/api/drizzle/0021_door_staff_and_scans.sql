CREATE TABLE "door_scans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"scanned_by" integer,
	"received_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	CONSTRAINT "door_scans_outcome_valid" CHECK ("door_scans"."outcome" in ('admitted', 'duplicate'))
);
--> statement-breakpoint
CREATE TABLE "event_door_staff" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_door_staff_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "door_scans" ADD CONSTRAINT "door_scans_ticket_id_e_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."e_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_scans" ADD CONSTRAINT "door_scans_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_scans" ADD CONSTRAINT "door_scans_scanned_by_users_id_fk" FOREIGN KEY ("scanned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_door_staff" ADD CONSTRAINT "event_door_staff_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_door_staff" ADD CONSTRAINT "event_door_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_door_staff" ADD CONSTRAINT "event_door_staff_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "door_scans_ticket_device_scanned_key" ON "door_scans" USING btree ("ticket_id","device_id","scanned_at");--> statement-breakpoint
CREATE INDEX "door_scans_event_outcome_idx" ON "door_scans" USING btree ("event_id","outcome");--> statement-breakpoint
CREATE INDEX "event_door_staff_user_idx" ON "event_door_staff" USING btree ("user_id");