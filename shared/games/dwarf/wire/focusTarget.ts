/**
 * What a DWARF player may point spectators at (the `focus` message): a mine position, a Special pile, a
 * Mountain, or a player's supply. Everything on a DWARF table is public but the cards under a pile's top
 * and the Mountains' order, and none of the targets names those: a target is kept if it exists at this
 * table, with only its own fields.
 */
import { MINE_SIZE, PILES_PER_MINE } from '../engine/constants.js';
import type { GameState } from '../engine/state.js';
import type { GameView } from '../engine/view.js';

export type DwarfFocus =
  { kind: 'position'; pos: number } | { kind: 'pile'; pile: number } | { kind: 'mountain'; mine: number } | { kind: 'player'; who: number };

const within = (x: unknown, n: number): x is number => Number.isInteger(x) && (x as number) >= 0 && (x as number) < n;

export function publicFocus(table: GameState | GameView, target: unknown): DwarfFocus | null {
  if (typeof target !== 'object' || target === null) return null;
  const t = target as Record<string, unknown>;
  const mines = table.mines.length;
  switch (t.kind) {
    case 'position':
      return within(t.pos, mines * MINE_SIZE) ? { kind: 'position', pos: t.pos } : null;
    case 'pile':
      return within(t.pile, mines * PILES_PER_MINE) ? { kind: 'pile', pile: t.pile } : null;
    case 'mountain':
      return within(t.mine, mines) ? { kind: 'mountain', mine: t.mine } : null;
    case 'player':
      return within(t.who, table.players.length) ? { kind: 'player', who: t.who } : null;
    default:
      return null;
  }
}
