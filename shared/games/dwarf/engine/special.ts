/**
 * Special Actions (RULES-DWARF.md, "A round", 2): both base workers (while both are unplaced), or 4
 * iron and one; the top card of a pile taken, its worker side resolved at once, then turned over into
 * the mine on its position. A worker already there has its owner resolve the covered card at once; it
 * then stays, blocking the position, and does not resolve again this round.
 */
import { homeOf, specialOf } from '../cards/cardLookup.js';
import { MINE_SIZE, PILES_PER_MINE, SPECIAL_IRON } from './constants.js';
import type { Draft } from './draft.js';
import { playCall } from './callForHelp.js';
import { changeResources } from './resources.js';
import { topCard, topFace } from './rules.js';
import type { Pos, Who, WorkItem } from './state.js';
import { markerCheck, resolveWork } from './work.js';

export function takeSpecial(d: Draft, who: Who, pile: number, pay: 'workers' | 'iron'): void {
  const m = Math.floor(pile / PILES_PER_MINE);
  const cards = d.pile(m, pile % PILES_PER_MINE);
  const card = cards.shift()!;
  d.emit({ type: 'specialTaken', who, pile, card, pay });
  d.emit({ type: 'specialRevealed', pile, card: cards[0] ?? null });
  if (pay === 'workers') d.baseLeft()[who] = 0;
  else {
    d.baseLeft()[who]! -= 1;
    changeResources(d, who, { iron: -SPECIAL_IRON });
  }
  const taken = (d.player(who).specials += 1);
  if (d.s.automa !== null && d.s.r.humanFirst === null) d.round().humanFirst = card;
  // Andvéttr's glory: 1, 2 and 3 medals for the human's first, second and third Special Action.
  if (d.s.automa !== null && d.s.automa !== 'eldhusfifl') changeResources(d, d.s.seatCount, { medals: taken });
  if (d.s.end) return;
  d.s.special = { who, card, mine: m, stage: 'worker' };
  const items: WorkItem[] = [];
  for (const effect of specialOf(card).worker.effects) {
    if (effect.kind === 'callForHelp') {
      d.emit({ type: 'worked', who, card, pos: null, done: true });
      playCall(d, who, null);
    } else items.push({ card, pos: null, effect, changeFirstPlayer: false });
  }
  resolveWork(d, who, 'special', items);
}

/** The occupant of `pos` resolves the card about to be covered (at once; Orc Raiders cannot stop it). */
function resolveCovered(d: Draft, who: Who, pos: Pos): void {
  const card = topCard(d.s, pos);
  const face = topFace(d.s, pos);
  const e = face.effect;
  if (e.kind === 'monster') {
    d.emit({ type: 'monsterDefeated', card, pos, who });
    changeResources(d, who, { medals: 1 });
  } else if (e.kind === 'medalOfValour') {
    d.emit({ type: 'worked', who, card, pos, done: true });
    changeResources(d, who, { medals: 1 });
  } else if (e.kind === 'callForHelp') {
    // Its Call was played when the worker was placed (callForHelp.ts): nothing more to give.
    d.emit({ type: 'worked', who, card, pos, done: true });
    markerCheck(d, who, face.changeFirstPlayer);
  } else {
    resolveWork(d, who, 'covered', [{ card, pos, effect: e, changeFirstPlayer: face.changeFirstPlayer }]);
  }
}

/** Goes on with the Special card being resolved, once no choice waits: the covered card, then the flip. */
export function continueSpecial(d: Draft): void {
  const sp = d.s.special!;
  const pos = sp.mine * MINE_SIZE + homeOf(sp.card);
  const occupant = d.s.workers[pos];
  if (sp.stage === 'worker') {
    d.s.special = { who: sp.who, card: sp.card, mine: sp.mine, stage: 'covered' };
    if (occupant && !occupant.spent) {
      resolveCovered(d, occupant.who, pos);
      if (d.s.choice || d.s.end) return;
    }
  }
  if (occupant && !occupant.spent) d.workers()[pos] = { who: occupant.who, extra: occupant.extra, spent: true };
  d.stack(pos).push(sp.card);
  d.emit({ type: 'specialPlaced', card: sp.card, pos });
  d.s.special = null;
}
