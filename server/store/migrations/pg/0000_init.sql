CREATE TABLE "actions" (
	"table_id" text NOT NULL,
	"version" integer NOT NULL,
	"seat" integer NOT NULL,
	"action" jsonb NOT NULL,
	"at" bigint NOT NULL,
	CONSTRAINT "actions_table_id_version_pk" PRIMARY KEY("table_id","version")
);
--> statement-breakpoint
CREATE TABLE "seats" (
	"table_id" text NOT NULL,
	"seat" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"color" text,
	"seat_key_hash" text,
	CONSTRAINT "seats_table_id_seat_pk" PRIMARY KEY("table_id","seat")
);
--> statement-breakpoint
CREATE TABLE "tables" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"options" jsonb NOT NULL,
	"status" text NOT NULL,
	"created_at" bigint NOT NULL,
	"started_at" bigint,
	"ended_at" bigint,
	"config" jsonb,
	"bot_seed" bigint,
	"result" jsonb,
	"closed_reason" text
);
--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_table_id_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_table_id_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tables_status_ended_at_idx" ON "tables" USING btree ("status","ended_at");