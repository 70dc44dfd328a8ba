-- The actions table WITHOUT ROWID (custom migration: drizzle-kit cannot declare it). Its rows are looked
-- up and appended by (table_id, version) only, so one b-tree keyed by the primary key replaces the rowid
-- table plus its primary-key index: each append (one transaction per action) writes about half the pages.
-- drizzle-kit's snapshot does not know of WITHOUT ROWID: a later generated migration that rebuilds this
-- table must keep it (docs/STORE.md).
CREATE TABLE `__actions_without_rowid` (
	`table_id` text NOT NULL,
	`version` integer NOT NULL,
	`seat` integer NOT NULL,
	`action` text NOT NULL,
	`at` integer NOT NULL,
	PRIMARY KEY(`table_id`, `version`),
	FOREIGN KEY (`table_id`) REFERENCES `tables`(`id`) ON UPDATE no action ON DELETE cascade
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `__actions_without_rowid` (`table_id`, `version`, `seat`, `action`, `at`)
	SELECT `table_id`, `version`, `seat`, `action`, `at` FROM `actions`;
--> statement-breakpoint
DROP TABLE `actions`;
--> statement-breakpoint
ALTER TABLE `__actions_without_rowid` RENAME TO `actions`;
