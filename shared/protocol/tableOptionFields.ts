/**
 * The table's options as they travel: one declaration of each synced field (its Schema type and value
 * before a table sets it), which the server's TableOptionsSchema, the room's new state, the audience's
 * copy, the client's decoding (stateToView.stateToTable) and the lobby's row all derive from. Adding a
 * platform option is one entry here (and its check in tableOptions.ts). The game's own options travel
 * as one field, `gameOptions`, a JSON object its module's optionsSchema checked.
 */
import { catalogEntry, DEFAULT_GAME, type GameId } from '../platform/gameCatalog.js';
import { DEFAULT_BOT_LEVEL, isBotLevel } from '../platform/botLevels.js';
import type { TableOptions } from './tableOptions.js';

type WireType = 'string' | 'uint8' | 'uint16' | 'float32' | 'boolean';

/** What the options hold besides the create request's: the server's reconnection grace (ServerConfig.graceSeconds). */
export interface TableOptionsSource extends TableOptions {
  graceSeconds: number;
}

/** Each synced option: its Schema type, its value in a fresh Schema, and in the lobby's row or not. */
export const TABLE_OPTION_FIELDS = {
  /** The game the table plays (shared/platform/gameCatalog.ts). */
  game: { type: 'string', initial: DEFAULT_GAME as string, listed: true },
  name: { type: 'string', initial: '', listed: true },
  seatCount: { type: 'uint8', initial: 2, listed: false },
  /** 0 = no turn clock. */
  turnSeconds: { type: 'uint16', initial: 0, listed: true },
  spectatorsAllowed: { type: 'boolean', initial: true, listed: true },
  isPrivate: { type: 'boolean', initial: false, listed: false },
  botDelayMs: { type: 'uint16', initial: 800, listed: false },
  graceSeconds: { type: 'float32', initial: 60, listed: false },
  /** 0 = no delayed broadcast. */
  broadcastDelaySeconds: { type: 'uint16', initial: 0, listed: true },
  casterView: { type: 'boolean', initial: false, listed: true },
  /** With casterView: who casts (every player is told before they sit); '' on the wire for none (null). */
  casterName: { type: 'string', initial: '', listed: true },
  /** Spectators watch live (no delay, or the host allowed it). */
  liveSpectators: { type: 'boolean', initial: true, listed: true },
  /** The takeover bot's level (shared/platform/botLevels.ts). */
  botLevel: { type: 'string', initial: DEFAULT_BOT_LEVEL as string, listed: true },
  /** The game's own options (its module's optionsSchema), as JSON. */
  gameOptions: { type: 'string', initial: '{}', listed: true },
} as const satisfies Record<keyof TableOptionsSource, { type: WireType; initial: string | number | boolean; listed: boolean }>;

export type TableOptionKey = keyof typeof TABLE_OPTION_FIELDS;

/** The options as the Schema holds them (casterName '' for none, gameOptions as JSON). */
export type SyncedTableOptions = {
  -readonly [K in TableOptionKey]: (typeof TABLE_OPTION_FIELDS)[K]['initial'] extends string
    ? string
    : (typeof TABLE_OPTION_FIELDS)[K]['initial'] extends number
      ? number
      : boolean;
};

export const TABLE_OPTION_KEYS = Object.keys(TABLE_OPTION_FIELDS) as TableOptionKey[];

/** The Schema's field types (for @colyseus/schema's defineTypes). */
export function tableOptionTypes(): Record<TableOptionKey, WireType> {
  return Object.fromEntries(TABLE_OPTION_KEYS.map((k) => [k, TABLE_OPTION_FIELDS[k].type])) as Record<TableOptionKey, WireType>;
}

/** A fresh Schema's values. */
export function initialTableOptions(): SyncedTableOptions {
  return Object.fromEntries(TABLE_OPTION_KEYS.map((k) => [k, TABLE_OPTION_FIELDS[k].initial])) as SyncedTableOptions;
}

/** The synced values of a table's options. */
export function toSyncedOptions(o: TableOptionsSource): SyncedTableOptions {
  const synced = {} as Record<TableOptionKey, unknown>;
  for (const k of TABLE_OPTION_KEYS) synced[k] = o[k];
  synced.casterName = o.casterName ?? '';
  synced.gameOptions = JSON.stringify(o.gameOptions);
  return synced as SyncedTableOptions;
}

/** The options as a client reads them from the synced state (plain JSON): a missing or mistyped field reads as a fresh Schema's. */
export function fromSyncedOptions(raw: Record<string, unknown>): TableOptionsSource {
  const o = {} as Record<TableOptionKey, unknown>;
  for (const k of TABLE_OPTION_KEYS) {
    const f = TABLE_OPTION_FIELDS[k];
    const v = raw[k];
    o[k] = typeof v === typeof f.initial ? v : f.initial;
  }
  o.game = (catalogEntry(o.game as string)?.id ?? DEFAULT_GAME) as GameId;
  o.casterName = o.casterName || null;
  o.botLevel = isBotLevel(o.botLevel) ? o.botLevel : DEFAULT_BOT_LEVEL;
  o.gameOptions = gameOptionsFromJson(o.gameOptions as string);
  return o as unknown as TableOptionsSource;
}

/** The game's options from their JSON (an object, else none: the game's code reads its defaults). */
export function gameOptionsFromJson(json: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(json);
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The options the lobby's row shows (TableListing). */
export type ListedTableOptions = Pick<TableOptions, ListedKey>;

/** The options the lobby's row shows, as the table holds them. */
export function listedOptions(o: TableOptions): ListedTableOptions {
  const listed = {} as Record<ListedKey, unknown>;
  for (const k of LISTED_KEYS) listed[k] = o[k];
  return listed as ListedTableOptions;
}

type ListedKey = { [K in TableOptionKey]: (typeof TABLE_OPTION_FIELDS)[K]['listed'] extends true ? K : never }[TableOptionKey];
const LISTED_KEYS = TABLE_OPTION_KEYS.filter((k) => TABLE_OPTION_FIELDS[k].listed) as ListedKey[];
