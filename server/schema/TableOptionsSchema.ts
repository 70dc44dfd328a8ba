/**
 * The options a table was created with (public): every field as declared once in
 * shared/protocol/tableOptionFields.ts (type and initial value), the game's own options as one JSON field.
 */
import { defineTypes, Schema } from '@colyseus/schema';
import { initialTableOptions, tableOptionTypes, type SyncedTableOptions } from '../../shared/protocol/tableOptionFields.js';

class TableOptionFields extends Schema {
  constructor() {
    super();
    Object.assign(this, initialTableOptions());
  }
}
defineTypes(TableOptionFields, tableOptionTypes());

/** A Schema whose fields are the declaration's (typed by it). */
export type TableOptionsSchema = TableOptionFields & SyncedTableOptions;
export const TableOptionsSchema = TableOptionFields as (new () => TableOptionsSchema) & typeof TableOptionFields;
