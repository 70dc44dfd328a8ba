/**
 * A whole state that a seat's view could be showing (for the search bot, issue 42): the cards this
 * seat has not seen (every card but those face up in the discard pile, the commission slots, the play
 * areas and its own hand) are shuffled with the searcher's random numbers and dealt into the other
 * seats' hands, the deck and the box, in the counts the view shows. The secret random state (future
 * reshuffles) is made up from the same numbers. `viewFor(determinize(view, seat, rng), seat)` is the
 * view again, whatever the real hidden cards are.
 *
 * Known limit: a view does not say which weapons went to the box (a public event, not a field of the
 * view), so the box is dealt from the unseen cards too; the search reads the view alone.
 */
import { allCardIds } from './cardLookup.js';
import type { CardId, Seat } from './constants.js';
import type { GameState, PlayerState } from './state.js';
import type { GameView } from './view.js';

const ALL_CARDS: readonly CardId[] = allCardIds();

export function determinize(view: GameView, seat: Seat, rng: () => number): GameState {
  if (view.viewer !== seat) throw new Error(`determinize: the view is seat ${String(view.viewer)}'s, not seat ${seat}'s`);
  const seen = new Set<CardId>(view.discard);
  for (const c of view.commissions) if (c !== null) seen.add(c);
  for (const p of view.players) for (const c of p.play) seen.add(c.id);
  const own = view.players[seat]!.hand;
  if (!own) throw new Error(`determinize: seat ${seat}'s view holds no hand`);
  for (const c of own) seen.add(c);
  const unseen: CardId[] = [];
  for (const id of ALL_CARDS) if (!seen.has(id)) unseen.push(id);
  let hidden = view.deckCount + view.boxCount;
  for (const p of view.players) if (p.seat !== seat) hidden += p.handCount;
  if (hidden !== unseen.length) throw new Error(`determinize: the view hides ${hidden} cards but ${unseen.length} are unseen`);
  for (let i = unseen.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const t = unseen[i]!;
    unseen[i] = unseen[j]!;
    unseen[j] = t;
  }
  let next = 0;
  const deal = (n: number): CardId[] => {
    const out = unseen.slice(next, next + n);
    next += n;
    return out;
  };
  const players: PlayerState[] = view.players.map((p) => ({
    seat: p.seat,
    name: p.name,
    color: p.color,
    play: p.play,
    materials: p.materials,
    commissionTokens: p.commissionTokens,
    resolvedZones: p.resolvedZones,
    hand: p.seat === seat ? own : deal(p.handCount),
  }));
  const deck = deal(view.deckCount);
  const box = deal(view.boxCount);
  let key = '';
  for (let i = 0; i < 8; i++)
    key += Math.floor(rng() * 0x100000000)
      .toString(16)
      .padStart(8, '0');
  return {
    version: view.version,
    playerCount: view.playerCount,
    roundLimit: view.roundLimit,
    round: view.round,
    phase: view.phase,
    forgemaster: view.forgemaster,
    activeSeat: view.activeSeat,
    turnIndex: view.turnIndex,
    placedThisTurn: view.placedThisTurn,
    zones: view.zones,
    discard: view.discard,
    commissions: view.commissions,
    supply: view.supply,
    resolving: view.resolving,
    winner: view.winner,
    rng: { key, word: 0 },
    deck,
    box,
    players,
  };
}
