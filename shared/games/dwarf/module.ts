/**
 * DWARF as a game module (shared/platform/gameModule.ts): the engine, its views, events, wire and bots
 * behind the interface the platform reaches games through. 1-5 seats; one seat plays the automa, which
 * the engine plays inside `apply` (it is no seat). Open information but for the Mountains' order and
 * the Special piles below their tops, which the search bot (issue 42) guesses: `determinize`.
 */
import { z } from 'zod';
import type { GameModule } from '../../platform/gameModule.js';
import { actionSchema, type Action } from './engine/actions.js';
import { applyAction } from './engine/applyAction.js';
import { checkAction } from './engine/checkAction.js';
import { configSchema } from './engine/configSchema.js';
import { AUTOMA_LEVELS, MAX_SEATS, MIN_SEATS, MOUNTAIN_ORDERS } from './engine/constants.js';
import type { GameEvent } from './engine/events.js';
import { legalActions } from './engine/legalActions.js';
import { replay } from './engine/replay.js';
import { configError, createGame } from './engine/setup.js';
import type { GameConfig, GameState } from './engine/state.js';
import { tableState } from './engine/tableState.js';
import { activeSeat } from './engine/turn.js';
import type { GameView } from './engine/view.js';
import { viewAfterEvents } from './engine/viewAfterEvents.js';
import { redactEvents, viewFor } from './engine/viewFor.js';
import { botMove, botSeeds } from './bots/botMove.js';
import { heuristicBot } from './bots/heuristicBot.js';
import { evaluate, playoutPolicy } from './bots/searchHeuristics.js';
import { determinize } from './engine/determinize.js';
import { CARD_ID_TOKEN, secretsOf } from './secrets.js';
import { decodeEvents, encodeEvents } from './wire/eventsWire.js';
import { publicFocus } from './wire/focusTarget.js';

/**
 * DWARF's own table options: the automa's level for a solo table (ignored with 2 seats or more), and the
 * Mountain's build: 'shuffled' (the rulebook's setup, the default) or 'lanterns' (its less random
 * variant: the 2-lantern cards on top of the 3-lantern ones). docs/RULES_DWARF_NOTES.md, "Setup".
 */
export const dwarfOptionsSchema = z.strictObject(
  {
    automa: z.enum(AUTOMA_LEVELS, { error: `automa must be one of ${AUTOMA_LEVELS.join(', ')}` }).default('eldhusfifl'),
    mountain: z.enum(MOUNTAIN_ORDERS, { error: `mountain must be one of ${MOUNTAIN_ORDERS.join(', ')}` }).default('shuffled'),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `DWARF has no option ${issue.keys.join(', ')}` : undefined) },
);

export type DwarfOptions = z.infer<typeof dwarfOptionsSchema>;

export const dwarf: GameModule<GameConfig, GameState, Action, GameEvent, GameView, DwarfOptions> = {
  id: 'dwarf',
  name: 'DWARF',
  minSeats: MIN_SEATS,
  maxSeats: MAX_SEATS,
  optionsSchema: dwarfOptionsSchema as unknown as z.ZodType<DwarfOptions>,
  actionSchema: actionSchema as unknown as z.ZodType<Action>,
  configSchema: configSchema as unknown as z.ZodType<GameConfig>,
  configFor: (players, seed, options) => ({
    players: players.map((p) => ({ name: p.name, color: p.color })),
    seed,
    ...(players.length === 1 ? { automa: options.automa } : {}),
    mountain: options.mountain,
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
  legalActions: (state, seat) => legalActions(state, seat),
  activeSeats: (state) => {
    const seat = activeSeat(state);
    return seat === null ? [] : [seat];
  },
  publicFocus,
  turnKey: (state) => (state.end ? null : `${state.round}:${state.phase}:${activeSeat(state)}:${state.version}`),
  round: (state) => state.round,
  version: (state) => state.version,
  outcome: (state) => (state.end ? { kind: 'winners', seats: [...state.end.winners], reason: state.end.decidedBy } : null),
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
  botOnView: (view, seat, rng) =>
    view.viewer === seat && !view.end && activeSeat(tableState(view)) === seat ? heuristicBot(view, rng) : null,
  secrets: secretsOf,
  secretToken: CARD_ID_TOKEN,
  determinize,
  playoutPolicy,
  evaluate,
};
