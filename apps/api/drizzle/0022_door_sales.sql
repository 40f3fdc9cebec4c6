ALTER TABLE "reservations" ADD COLUMN "sold_at_door_by" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "buyer_name" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_sold_at_door_by_users_id_fk" FOREIGN KEY ("sold_at_door_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_buyer_name_door_only" CHECK ("reservations"."buyer_name" is null or "reservations"."sold_at_door_by" is not null);