/**
 * What the table room needs of a game's synced state (issue 39): its Colyseus Schema, which a game keeps
 * in server/games/<id>/schema/ and writes with its field table (its wire, shared/games/<id>/wire/).
 * The platform holds a game's state, views and private parts as opaque values: only the binding and
 * the game's module read them.
 */
import type { Schema } from '@colyseus/schema';
import type { SeatIndex } from '../../shared/platform/gameModule.js';
import type { TableState } from '../schema/TableState.js';

/** Called for every private part created in the synced state (a hand card): it must go into its seat's StateView only. */
export type PrivatePartAdded = (seat: SeatIndex, part: Schema) => void;

export interface GameSchemaBinding {
  /**
   * A table's synced state whose `game` is this game's Schema: a subclass of TableState declaring the
   * field (Colyseus encodes declared fields only). Tables, audience and delayed rooms all use it.
   */
  tableState(): TableState;
  /** A new synced game (the table state's `game`), at the start or a restore. */
  create(): Schema;
  /**
   * Each seat's private part of the game (Emberforge: its hand), as its own view shows it; with `only`,
   * every other seat's part is empty. A delayed caster stream sends them all, a seat's stream its own.
   */
  hands(state: unknown, only?: SeatIndex): unknown[];
  /**
   * Mirrors a public view and the seats' private parts (`hands`, as given) into `target`; each private
   * object created goes to `onPrivate` (into that seat's StateView only).
   */
  syncView(target: Schema, publicView: unknown, hands: readonly unknown[], onPrivate: PrivatePartAdded): void;
  /**
   * Mirrors the game's state into `target`: what everybody may know into the shared part, each seat's
   * private part (its hand) into objects handed to `onPrivate`. Returns the public (spectator) view it wrote.
   */
  sync(target: Schema, state: unknown, onPrivate: PrivatePartAdded): unknown;
  /** Every private object now in `target` (a StateView opened on it holds them all: a caster's). */
  privateParts(target: Schema): Schema[];
}
