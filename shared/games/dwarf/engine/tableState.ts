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

const CACHE = new Map<string, readonly CardId[]>();

/** `known` then placeholders, `n` in all (cached when nothing is known: the engine never writes into a state's arrays). */
function hidden(prefix: string, known: readonly CardId[], n: number): CardId[] {
  const key = `${prefix}${n}`;
  const cached = known.length === 0 ? CACHE.get(key) : undefined;
  if (cached) return cached as CardId[];
  const out = known.slice(0, n);
  for (let i = out.length; i < n; i++) out.push(`?${prefix}${i}`);
  if (known.length === 0 && CACHE.size < 10_000) CACHE.set(key, Object.freeze(out));
  return out;
}

export function tableState(t: Table, revealed?: Revealed): GameState {
  if (isGameState(t)) return t;
  return {
    version: t.version,
    seatCount: t.seatCount,
    automa: t.automa,
    mountainOrder: t.mountainOrder,
    round: t.round,
    phase: t.phase,
    firstPlayer: t.firstPlayer,
    players: t.players,
    workers: t.workers,
    discard: t.discard,
    r: t.r,
    special: t.special,
    choice: t.choice,
    end: t.end,
    mines: t.mines.map((m, i) => ({
      stacks: m.stacks,
      mountain: hidden(`m${i}-`, revealed?.mountains[i] ?? [], m.mountainCount),
      piles: m.piles.map((p, k) =>
        p.top === null ? [] : [p.top, ...hidden(`p${i}${k}-`, revealed?.piles[i * m.piles.length + k] ?? [], p.count - 1)],
      ),
    })),
  };
}
