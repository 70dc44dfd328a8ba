/**
 * How a table opens (TableRoom.onCreate): a table back after a restart takes its stored options (and
 * has no creator to wait for); a new one has its options and its creator's join checked, and waits for
 * that creator (proven by the create call's token: lobby/creatorGate.ts). Then its Schema state.
 */
import type { ServerConfig } from '../config.js';
import type { TableState } from '../schema/TableState.js';
import { gameSchema } from '../games/registry.js';
import { parseJoinOptions } from '../../shared/protocol/joinOptions.js';
import { creatorRefusal, parseTableOptions, type TableOptions } from '../../shared/protocol/tableOptions.js';
import { toSyncedOptions } from '../../shared/protocol/tableOptionFields.js';
import type { HostRole } from './hostRole.js';
import { createRefused } from './refusals.js';
import { takeRestoredTable, type RestoredTable } from './restoreTables.js';

export interface TableOpening {
  readonly opts: TableOptions;
  /** The stored table this room takes over (server-only path), or null for a new table. */
  readonly restored: RestoredTable | null;
}

/** The table's options, from its store or from the create call; a refused create throws (createRefused). */
export function openTable(options: unknown, host: HostRole): TableOpening {
  const restored = takeRestoredTable(options); // a table back after a restart (server-only path)
  if (restored) {
    host.noCreator();
    return { opts: restored.table.options, restored };
  }
  const parsed = parseTableOptions(options);
  if (!parsed.ok) throw createRefused(parsed.message);
  const creator = parseJoinOptions(options);
  if (!creator.ok) throw createRefused(creator.message);
  const refusal = creatorRefusal(parsed.value, creator.value.role);
  if (refusal) throw createRefused(refusal);
  host.expectCreator(options); // proven by the create call's token (lobby/creatorGate.ts)
  return { opts: parsed.value, restored: null };
}

export function newTableState(o: TableOptions, cfg: ServerConfig): TableState {
  const state = gameSchema(o.game).tableState();
  // Every synced option as shared/protocol/tableOptionFields.ts declares it.
  Object.assign(state.options, toSyncedOptions({ ...o, graceSeconds: cfg.graceSeconds }));
  return state;
}
