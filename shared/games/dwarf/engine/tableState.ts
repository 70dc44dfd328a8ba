/**
 * The rules run on a GameState. A view becomes a stand-in state whose hidden cards (the Mountains, the
 * Special piles below their tops) are placeholders naming no card, so the same rule code judges an
 * action on a seat's view, reading only what that seat may know. Cards an action's events revealed
 * (drawn, or a pile's new top) can be put in their places first: viewAfterEvents.ts runs the action
 * itself on such a stand-in.
 */
import type { CardId } from '../cards/cardTypes.js';
import type { GameState } from './state.js';
import type { GameView } from './view.js';

export type Table = GameState | GameView;

export function isGameState(t: Table): t is GameState {
  return !('viewer' in t);
}

/** Cards known to come next: per mine, the Mountain's next cards; per pile, the cards below its top. */
export interface Revealed {
  mountains: CardId[][];
  piles: CardId[][];
}

function hidden(prefix: string, known: readonly CardId[], n: number): CardId[] {
  const out = known.slice(0, n);
  for (let i = out.length; i < n; i++) out.push(`?${prefix}${i}`);
  return out;
}

export function tableState(t: Table, revealed?: Revealed): GameState {
  if (isGameState(t)) return t;
  const { viewer: _viewer, mines, ...base } = t;
  return {
    ...base,
    mines: mines.map((m, i) => ({
      stacks: m.stacks,
      mountain: hidden(`m${i}-`, revealed?.mountains[i] ?? [], m.mountainCount),
      piles: m.piles.map((p, k) =>
        p.top === null ? [] : [p.top, ...hidden(`p${i}${k}-`, revealed?.piles[i * m.piles.length + k] ?? [], p.count - 1)],
      ),
    })),
  };
}
