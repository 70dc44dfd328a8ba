/**
 * What the table room needs of a game's synced state (issue 39): its Colyseus Schema, which a game keeps
 * in server/games/<id>/schema/ and writes with its field table (its wire, shared/games/<id>/wire/).
 */
import type { Schema } from '@colyseus/schema';
import type { SeatIndex } from '../../shared/platform/gameModule.js';

export interface GameSchemaBinding {
  /** A new synced game (the table state's `game`), at the start or a restore. */
  create(): Schema;
  /**
   * Mirrors the game's state into `target`: what everybody may know into the shared part, each seat's
   * private part (its hand) into objects handed to `onPrivate`, which puts them in that seat's StateView
   * only. Returns the public (spectator) view it wrote.
   */
  sync(target: Schema, state: unknown, onPrivate: (seat: SeatIndex, part: Schema) => void): unknown;
}
