ALTER TABLE `seats` ADD `missed_turns` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `seats` ADD `away` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `seats` ADD `grace_expired` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `seats` ADD `abandoned` integer DEFAULT false NOT NULL;