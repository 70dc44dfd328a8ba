ALTER TABLE "seats" ADD COLUMN "missed_turns" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "seats" ADD COLUMN "away" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "seats" ADD COLUMN "grace_expired" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "seats" ADD COLUMN "abandoned" boolean DEFAULT false NOT NULL;