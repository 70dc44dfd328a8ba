/** A table's game record (TableRoom.gameRecord) with Dwarf Emberforge's types: the tests' game. */
import type { Action, GameConfig, GameState } from '../../../shared/games/emberforge/index.js';
import type { GameRecord } from '../../game/gameSession.js';

export type EmberforgeRecord = GameRecord<GameConfig, GameState, Action>;
