/**
 * The wire protocol between the table room and its clients: room name, message names and payloads.
 * Types and constants only (no Colyseus, no Node): the server and the browser (client/net) import it.
 * docs/PROTOCOL.md describes the same thing in prose; keep both true.
 */
import type { BotLevel } from '../platform/botLevels.js';
import type { GameId } from '../platform/gameCatalog.js';
import type { FocusTarget } from '../platform/gameModule.js';
import type { PlayerColor, Seat } from '../platform/seats.js';
import type { ListedTableOptions } from './tableOptionFields.js';

export const ROOM_NAME = 'table';
/** A table id as links carry it (/table/<id>, /replay/<id>, the overlay): what the client routes and the server accepts. */
export const TABLE_ID_CHARS = '[A-Za-z0-9_-]{1,64}';
export const TABLE_ID_PATTERN = new RegExp(`^${TABLE_ID_CHARS}$`);
/**
 * Audience rooms: spectators of one table, any number of them, served the same state and messages as
 * the table's own spectators. `joinOrCreate(AUDIENCE_ROOM_NAME, { tableId })` (AudienceJoinOptions).
 */
export const AUDIENCE_ROOM_NAME = 'audience';

/** Client → server message types. */
export const C2S = {
  action: 'action',
  addBots: 'addBots',
  removeBot: 'removeBot',
  start: 'start',
  resume: 'resume',
  /** Asks for a fresh `welcome` (sent after binding message handlers, so none is missed). */
  hello: 'hello',
  ping: 'ping',
  /** The active player's public focus (FocusMessage): the server throttles it and relays it to spectators. */
  focus: 'focus',
} as const;

/** Server → client message types. */
export const S2C = {
  welcome: 'welcome',
  events: 'events',
  /** The game's events before this client joined (see HistoryWire in eventsWire.ts). */
  history: 'history',
  error: 'error',
  accepted: 'accepted',
  /** The turn clock ran out on a player's turn (TurnTimedOutMessage): the bot played it. */
  turnTimedOut: 'turnTimedOut',
  pong: 'pong',
  /** What the active player is considering (SpectatorFocusMessage), to spectators only; delayed like the rest. */
  focus: 'focus',
  /**
   * A public audience room's game as a whole (ViewMessage): on join, when the game starts, after a
   * resync, and when asked (`hello`). Each `events` message after it moves it on by one action
   * (shared/protocol/watchedView.ts): such a room sends no state patch per action.
   */
  view: 'view',
} as const;

/** WebSocket close codes of the table beyond Colyseus's own (4000 = a consented leave). */
export const CLOSE_CODE = {
  /**
   * The seat was taken back with its seat key on another device (or tab): this connection no longer
   * plays it. The client shows "continued on another device" and does not reconnect by itself.
   */
  seatTakenElsewhere: 4101,
  /**
   * An audience room closes while its table may go on (its server shuts down, or it heard nothing
   * from the table for a while): the spectator joins the table again (`joinOrCreate('audience',
   * { tableId })`), which fails for good if the table is gone. The client treats it like any drop.
   */
  audienceClosing: 4102,
  /**
   * A delayed table's game starts and its spectators may not watch it live (`liveSpectators` false): the
   * table room lets go of every spectator it had in the lobby (its caster, or a creator who watches),
   * before the first dealt state. The client watches on behind the delay: the caster view with the
   * caster key it holds, else the public delayed view.
   */
  behindTheDelay: 4103,
} as const;

/**
 * Matchmaking error codes of our own (Colyseus's are 4210-4216), sent with the refusal's message.
 * `crowded`: more joins waiting from the caller's address than the server holds at once (many
 * viewers behind one network address opening a stream's link together): nothing is wrong with the
 * table, and the client tries again in a moment by itself.
 */
export const MATCHMAKE_CODE = {
  crowded: 4290,
} as const;

/** Sent to everyone when the turn clock ran out: the bot plays this turn; `away` once too many were missed. */
export interface TurnTimedOutMessage {
  seat: number;
  /** Turns in a row this player let the clock run out. */
  missed: number;
  /** The seat stays with the bot until the player acts. */
  away: boolean;
}

/** At most this many events (the most recent) go into a `history` message. */
export const HISTORY_EVENT_CAP = 300;

/**
 * The platform's refusal codes. A game's engine refuses with codes of its own (Emberforge's ERROR_CODES:
 * zone_locked, not_in_supply...), passed on as they are: `error` carries either.
 */
export const SERVER_ERROR_CODES = [
  'invalid_action', // the action does not match its game's action schema
  'game_over',
  'stale_version', // sent against an older version of the game
  'not_a_player', // spectators and unknown seats
  'rate_limited',
  'payload_too_large',
  'invalid_message', // a lobby/control message of the wrong shape
  'unknown_message', // a message type the room does not know
  'not_host',
  'not_in_lobby', // seating messages after the game started
  'not_started',
  'table_not_full',
  'no_free_seat',
  'bad_seat',
  'store_failed', // the server could not write the action to its store: it was not played
] as const;
export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number];
/** A game's own refusal code (its engine's), any string the game chose. */
export type GameErrorCode = string & {};
export type AnyErrorCode = ServerErrorCode | GameErrorCode;

export interface ErrorMessage {
  code: AnyErrorCode;
  message: string;
  /** The message type that was refused. */
  refused?: string;
  /** The `version` the refused action carried, when it had one. */
  version?: number;
}

// ---- client → server payloads ----
export interface ActionMessage<Action = unknown> {
  /** The game version the action was made against (the version of the view it was chosen on). */
  version: number;
  /** The game's own action (checked by its module's actionSchema). */
  action: Action;
}
export interface AddBotsMessage {
  /** How many empty seats to fill (default: all of them). */
  count?: number;
  /** The bots' level, one the table's game offers (gameCatalog's botLevels); default the table's botLevel. */
  level?: BotLevel;
}
export interface RemoveBotMessage {
  seat: Seat;
}
export interface StartMessage {
  /** Fill the empty seats with bots first. */
  fillBots?: boolean;
}

/** Something public the active player points at, in its game's own terms (GameModule.publicFocus checks it). `null` clears it. */
export type { FocusTarget };
export interface FocusMessage {
  target: FocusTarget | null;
}
/** At most this many focus updates a second reach spectators (the server drops the ones in between, keeping the latest). */
export const FOCUS_MAX_PER_SECOND = 5;

// ---- server → client payloads ----
/** The public view of the game (S2C.view), what its module's `viewFor(state, 'spectator')` gives. */
export interface ViewMessage<View = unknown> {
  view: View;
}
/** The active player's focus, to spectators (and delayed connections, as of their delay). */
export interface SpectatorFocusMessage {
  seat: Seat;
  target: FocusTarget | null;
}
export interface WelcomeMessage {
  role: 'player' | 'spectator';
  /**
   * For a spectator: 'live' (the table as it is), or a delayed connection's view, with `delaySeconds`.
   * Absent for a player.
   */
  view?: 'live' | 'public' | 'caster' | 'seat';
  /** A delayed connection's delay (the table's broadcastDelaySeconds). */
  delaySeconds?: number;
  seat: Seat | null;
  tableId: string;
  /** This client may add bots and start the game. */
  host: boolean;
  /**
   * A seated player's own seat key (only ever sent to that player's connections): a random secret
   * that gives the seat back from any device, after a server restart too (`joinById(id, { seatKey })`).
   * The server stores only its hash.
   */
  seatKey?: string;
  /**
   * With `seatKey`: the seat's view key, for a stream overlay of the seat's own view (its hand, behind
   * the broadcast delay: DelayedJoinOptions.seatViewKey). It opens that view and nothing else: it
   * cannot take or play the seat.
   */
  seatViewKey?: string;
  /**
   * To the table's creator alone (the connection that created it), on a table with a caster view: the key
   * that opens it (DelayedJoinOptions.casterKey, what the caster overlay link holds; the browser keeps it).
   * Every hand, behind the delay: never with the host role, never for a player's second connection.
   */
  casterKey?: string;
}
/**
 * The `events` message as the client uses it. On the wire it travels in the compact form of
 * `eventsWire.ts` (`[version, seat, [[typeCode, ...values], ...]]`); `decodeEvents` gives this.
 */
export interface EventsMessage<Event = unknown> {
  /** The game version after the action these events came from. */
  version: number;
  /** The seat that acted. */
  seat: Seat;
  /** Redacted for this recipient: the game's own events. */
  events: Event[];
}
export interface AcceptedMessage {
  version: number;
}

// ---- join options ----
export interface PlayerJoinOptions {
  name: string;
  color?: PlayerColor;
  /** A particular free seat (default: the first free one). */
  seat?: Seat;
  /**
   * On a table with a caster view: the player accepts that its caster (TableListing.casterName) sees
   * every hand, theirs too, behind the delay. Without it a seat there is refused (CASTER_NOT_ACCEPTED).
   */
  acceptsCaster?: boolean;
  /**
   * The caster key this browser holds for the table, if any (it cast the table): the server refuses
   * it a seat. An honest client sends what it holds; docs/CASTING.md says what a server cannot prevent.
   */
  casterKey?: string;
}
export interface SpectatorJoinOptions {
  spectator: true;
}
/**
 * A delayed connection (issue 12): `joinById(tableId, { spectator: true, delayed: true })` sees the
 * table `broadcastDelaySeconds` behind, never anything newer. `caster: true` with `casterKey`
 * (`welcome.casterKey`, the creator's, who hosts watching) sees every hand (only on a table created with `casterView`); `seatViewKey` (`welcome.seatViewKey`, what an overlay link holds)
 * or `seatKey` sees that seat's own view (a player streaming their game).
 */
export interface DelayedJoinOptions {
  spectator: true;
  delayed: true;
  caster?: boolean;
  casterKey?: string;
  seatKey?: string;
  seatViewKey?: string;
}
/** Watches a table through an audience room (never a seat). */
export interface AudienceJoinOptions {
  tableId: string;
}
/** Takes one's seat back (another device, a new tab, after a restart): the key from `welcome.seatKey`. */
export interface SeatKeyJoinOptions {
  seatKey: string;
  /** As PlayerJoinOptions.casterKey: a browser that cast the table takes no seat there, not even with a seat key. */
  casterKey?: string;
}
export interface CreateTableOptions {
  game?: GameId; // a game of shared/platform/gameCatalog.ts; default its DEFAULT_GAME ('emberforge')
  tableName?: string;
  seats?: number; // the game's seat range (shared/platform/gameCatalog.ts), default its most
  /** The game's own options, checked by its module's optionsSchema (Emberforge: roundLimit 1..100, default 30; startPlayer). */
  gameOptions?: Record<string, unknown>;
  turnSeconds?: number; // 0 = off, else 5..600
  spectatorsAllowed?: boolean; // default true
  private?: boolean; // default false
  botDelayMs?: number; // 0..5000, default 800
  broadcastDelaySeconds?: number; // 0..900, default 0: delayed connections see the table this far behind
  casterView?: boolean; // default false; only with broadcastDelaySeconds >= 60: delayed casters see every hand
  casterName?: string; // with casterView, required: who casts (shown to every player before they sit)
  liveSpectators?: boolean; // with a delay, default false: every spectator watches behind the delay; true lets them watch live
  /** The bot that plays a dropped or timed-out player's seat (and bots added without a level): a level the game offers, default DEFAULT_BOT_LEVEL. */
  botLevel?: BotLevel;
  // Without gameOptions, the game's own options are read at the top level, as before them (issue 39): Emberforge's
  roundLimit?: number;
  startPlayer?: 'first' | 'random';
}

/**
 * One row of GET /api/tables: the options shared/protocol/tableOptionFields.ts marks as listed (game, name,
 * spectators, turn clock, broadcast delay, caster, live spectators, the game's own options as one value;
 * a delayed table's row shows its progress as of the delay, never newer), and the table as it is.
 */
export interface TableListing extends ListedTableOptions {
  id: string;
  status: 'lobby' | 'playing' | 'ended';
  seatCount: number;
  seatsTaken: number;
  humans: number;
  bots: number;
  spectators: number;
  round: number;
  /** `botLevel`: a bot seat's level (absent for humans). */
  players: { name: string; color: string; kind: 'human' | 'bot'; botLevel?: BotLevel }[];
}

/**
 * GET /api/tables/:id: the row of the table with this id, private or not (the id is the invitation), or
 * null when no table has it (its game ended, or the link is incomplete). 400 for an id of the wrong shape.
 */
export interface TableAnswer {
  table: TableListing | null;
}
