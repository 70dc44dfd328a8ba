/**
 * A whole state that a seat's view could be showing (for the search bot, issue 42). DWARF hides only
 * the Mountains' order and the Special piles below their tops (RULES-DWARF.md, "Hidden information");
 * every card that ever left them lies face up for good (in a stack, the discard pile, a pile's top, a
 * Special card being resolved). So, per mine: the Mountain cards of its set that the view shows nowhere
 * are shuffled with the searcher's random numbers into its Mountain (with the 'lanterns' build, the
 * unseen 2-lantern cards above the 3-lantern ones, as that build stacks them), and its set's unseen
 * Special cards are dealt below the pile tops in the counts the view shows. The state has no random
 * state of its own (the game's randomness is spent at setup). `viewFor(determinize(view, seat, rng),
 * seat)` is the view again, whatever the real hidden cards are.
 */
import { MOUNTAIN_CARDS, SPECIAL_CARDS } from '../cards/cardData.js';
import { inSet } from '../cards/cardLookup.js';
import type { CardId } from '../cards/cardTypes.js';
import type { GameState, Mine, Seat } from './state.js';
import type { GameView } from './view.js';

/** Per set (mine): its Mountain cards, 2-lantern ones first, and its Special cards. */
const SETS = [0, 1].map((m) => ({
  twoLanterns: MOUNTAIN_CARDS.filter((c) => c.lanterns === 2).map((c) => inSet(c.id, m)),
  threeLanterns: MOUNTAIN_CARDS.filter((c) => c.lanterns === 3).map((c) => inSet(c.id, m)),
  specials: SPECIAL_CARDS.map((c) => inSet(c.id, m)),
}));

/** Every card the view shows face up. */
function seenCards(view: GameView): Set<CardId> {
  const seen = new Set<CardId>(view.discard);
  for (const m of view.mines) {
    for (const stack of m.stacks) for (const c of stack) seen.add(c);
    for (const p of m.piles) if (p.top !== null) seen.add(p.top);
  }
  if (view.special) seen.add(view.special.card);
  return seen;
}

function shuffleInPlace(xs: CardId[], rng: () => number): CardId[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const t = xs[i]!;
    xs[i] = xs[j]!;
    xs[j] = t;
  }
  return xs;
}

export function determinize(view: GameView, seat: Seat, rng: () => number): GameState {
  if (!view || !Array.isArray(view.mines) || !Array.isArray(view.workers)) throw new Error('dwarf determinize: not a DWARF view');
  if (view.viewer !== seat) throw new Error(`determinize: the view is ${String(view.viewer)}'s, not seat ${seat}'s`);
  const seen = seenCards(view);
  const unseen = (ids: readonly CardId[]) => ids.filter((id) => !seen.has(id));
  const mines: Mine[] = view.mines.map((m, i) => {
    const set = SETS[i]!;
    const two = shuffleInPlace(unseen(set.twoLanterns), rng);
    const three = unseen(set.threeLanterns);
    const mountain = view.mountainOrder === 'lanterns' ? [...two, ...shuffleInPlace(three, rng)] : shuffleInPlace([...two, ...three], rng);
    if (mountain.length !== m.mountainCount)
      throw new Error(`determinize: mine ${i}'s Mountain holds ${m.mountainCount} cards but ${mountain.length} are unseen`);
    const specials = shuffleInPlace(unseen(set.specials), rng);
    const below = m.piles.reduce((n, p) => n + Math.max(0, p.count - 1), 0);
    if (below !== specials.length) throw new Error(`determinize: mine ${i}'s piles hide ${below} cards but ${specials.length} are unseen`);
    let next = 0;
    const piles = m.piles.map((p) => {
      if (p.top === null) return [];
      const pile = [p.top, ...specials.slice(next, next + p.count - 1)];
      next += p.count - 1;
      return pile;
    });
    return { stacks: m.stacks, mountain, piles };
  });
  return {
    version: view.version,
    seatCount: view.seatCount,
    automa: view.automa,
    mountainOrder: view.mountainOrder,
    round: view.round,
    phase: view.phase,
    firstPlayer: view.firstPlayer,
    players: view.players,
    workers: view.workers,
    discard: view.discard,
    r: view.r,
    special: view.special,
    choice: view.choice,
    end: view.end,
    mines,
  };
}
