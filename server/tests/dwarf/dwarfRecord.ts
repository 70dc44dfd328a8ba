/** A table's game record (TableRoom.gameRecord) with DWARF's types. */
import type { Action, GameConfig, GameState } from '../../../shared/games/dwarf/index.js';
import type { GameRecord } from '../../game/gameSession.js';

export type DwarfRecord = GameRecord<GameConfig, GameState, Action>;
