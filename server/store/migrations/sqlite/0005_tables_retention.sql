ALTER TABLE `tables` ADD `watched` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `tables` ADD `closed_at` integer;