ALTER TABLE "tables" ADD COLUMN "watched" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tables" ADD COLUMN "closed_at" bigint;