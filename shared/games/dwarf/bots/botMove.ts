/**
 * The move of a bot-controlled seat: this game's heuristic bot through the platform's
 * botMoveWithFallback (the seat's own view, checked by the engine, the first legal action should the bot
 * ever propose a refused one).
 */
import { applyAction } from '../engine/applyAction.js';
import type { Action } from '../engine/actions.js';
import type { GameEvent } from '../engine/events.js';
import { legalActions } from '../engine/legalActions.js';
import type { GameState, Seat } from '../engine/state.js';
import { viewFor } from '../engine/viewFor.js';
import { heuristicBot } from './heuristicBot.js';
import type { GameView } from '../engine/view.js';
import { botMoveWithFallback, botSeeds, type BotMoveResult as PlatformBotMove } from '../../../platform/botPlay.js';

export type BotMoveResult = PlatformBotMove<GameState, Action, GameEvent>;

export function botMove(state: GameState, seat: Seat, rng: number): BotMoveResult | null {
  return botMoveWithFallback<GameState, Action, GameEvent, GameView>(
    { viewFor, apply: applyAction, legalActions },
    heuristicBot,
    state,
    seat,
    rng,
  );
}

export { botSeeds };
