CREATE TABLE `actions` (
	`table_id` text NOT NULL,
	`version` integer NOT NULL,
	`seat` integer NOT NULL,
	`action` text NOT NULL,
	`at` integer NOT NULL,
	PRIMARY KEY(`table_id`, `version`),
	FOREIGN KEY (`table_id`) REFERENCES `tables`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `seats` (
	`table_id` text NOT NULL,
	`seat` integer NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`color` text,
	`seat_key_hash` text,
	PRIMARY KEY(`table_id`, `seat`),
	FOREIGN KEY (`table_id`) REFERENCES `tables`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `tables` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`options` text NOT NULL,
	`status` text NOT NULL,
	`created_at` integer NOT NULL,
	`started_at` integer,
	`ended_at` integer,
	`config` text,
	`bot_seed` integer,
	`result` text,
	`closed_reason` text
);
--> statement-breakpoint
CREATE INDEX `tables_status_ended_at_idx` ON `tables` (`status`,`ended_at`);