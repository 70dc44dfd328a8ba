/**
 * The move of a bot-controlled seat: this game's heuristic bot through the platform's
 * botMoveWithFallback (the seat's own view, checked by the engine, the first legal action should the bot
 * ever propose a refused one).
 */
import { heuristicBot } from './heuristicBot.js';
import { applyAction, legalActions, viewFor } from '../index.js';
import type { Action, GameEvent, GameState, GameView, Seat } from '../index.js';
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
