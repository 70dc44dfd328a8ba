/**
 * Dwarf Emberforge as a game module (shared/platform/gameModule.ts): the engine, its views, events and
 * bots behind the interface the platform reaches games through. (The engine's files move under this
 * folder step by step, issue 39; this module is their one door meanwhile.)
 */
import { z } from 'zod';
import {
  actionSchema,
  applyAction,
  checkAction,
  configError,
  createGame,
  DEFAULT_ROUND_LIMIT,
  legalActions,
  MAX_PLAYERS,
  MIN_PLAYERS,
  redactEvents,
  replay,
  viewFor,
  type Action,
  type GameConfig,
  type GameEvent,
  type GameState,
  type GameView,
  type PlayerColor,
} from './index.js';
import { viewAfterEvents } from './engine/viewAfterEvents.js';
import { decodeEvents, encodeEvents } from './wire/eventsWire.js';
import { publicFocus } from './wire/focusTarget.js';
import { configSchema } from './engine/configSchema.js';
import { botMove, botSeeds } from './bots/botMove.js';
import { heuristicBot } from './bots/heuristicBot.js';
import { evaluate, playoutPolicy, searchActions } from './bots/searchHeuristics.js';
import { determinize } from './engine/determinize.js';
import { applyInPlace, ownCopy } from './engine/playout.js';
import { CARD_ID_TOKEN, secretsOf } from './secrets.js';
import type { GameModule } from '../../platform/gameModule.js';

/** Emberforge's own table options (the platform's, seats to broadcast delay, are not here). */
const roundLimitMessage = 'roundLimit must be an integer 1-100';
export const emberforgeOptionsSchema = z.strictObject(
  {
    roundLimit: z
      .int({ error: roundLimitMessage })
      .min(1, { error: roundLimitMessage })
      .max(100, { error: roundLimitMessage })
      .default(DEFAULT_ROUND_LIMIT),
    startPlayer: z.enum(['first', 'random'], { error: "startPlayer must be 'first' or 'random'" }).default('first'),
  },
  // A create request naming an option the game does not have is refused, saying which (the create form shows it).
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Dwarf Emberforge has no option ${issue.keys.join(', ')}` : undefined) },
);

export type EmberforgeOptions = z.infer<typeof emberforgeOptionsSchema>;

export const emberforge: GameModule<GameConfig, GameState, Action, GameEvent, GameView, EmberforgeOptions> = {
  id: 'emberforge',
  name: 'Dwarf Emberforge',
  minSeats: MIN_PLAYERS,
  maxSeats: MAX_PLAYERS,
  optionsSchema: emberforgeOptionsSchema as unknown as z.ZodType<EmberforgeOptions>,
  actionSchema: actionSchema as unknown as z.ZodType<Action>,
  configSchema: configSchema as unknown as z.ZodType<GameConfig>,
  configFor: (players, seed, options) => ({
    players: players.map((p) => ({ name: p.name, color: p.color as PlayerColor })),
    seed,
    roundLimit: options.roundLimit,
    startPlayer: options.startPlayer,
  }),
  configError,
  create: createGame,
  apply: (state, seat, action) => {
    const r = applyAction(state, seat, action);
    return r.ok ? { ok: true, state: r.state, events: r.events } : { ok: false, error: { code: r.error.code, message: r.error.message } };
  },
  check: (table, seat, action) => {
    const e = checkAction(table, seat, action);
    return e ? { code: e.code, message: e.message } : null;
  },
  legalActions,
  publicFocus,
  turnKey: (state) => (state.phase !== 'ended' ? `${state.round}:${state.phase}:${state.turnIndex}:${state.activeSeat}` : null),
  activeSeats: (state) => (state.winner || state.phase === 'ended' ? [] : [state.activeSeat]),
  round: (state) => state.round,
  version: (state) => state.version,
  outcome: (state) => (state.winner ? { kind: 'winners', seats: [...state.winner.seats], reason: state.winner.reason } : null),
  viewFor,
  redactEvents,
  encodeEvents,
  decodeEvents,
  viewAfterEvents,
  replay,
  canonical: (state) => JSON.stringify(state),
  botMove,
  botSeeds,
  viewVersion: (view) => view.version,
  botOnView: (view, seat, rng) => (view.viewer === seat && view.activeSeat === seat && !view.winner ? heuristicBot(view, rng) : null),
  secrets: secretsOf,
  secretToken: CARD_ID_TOKEN,
  determinize,
  playoutPolicy,
  evaluate,
  searchActions,
  ownCopy,
  applyInPlace,
};
