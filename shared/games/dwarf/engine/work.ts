/**
 * Resolving cards' effects for their owner (a worker's card in the Extract and Forge steps, a Special
 * card's worker side, a covered card): gains at once (never declined); conversions (Steel Alloy, Forge)
 * as a choice of the owner, one at a time in the order they like, each done or declined; the automa's
 * at once (it converts whenever it can pay; the Andvéttr levels forge twice when they can pay twice).
 *
 * The gains go first: gains are never declined and only add resources, so taking them before any
 * conversion loses the owner no order they could have chosen (docs/RULES_DWARF_NOTES.md).
 */
import type { CardId, Effect } from '../cards/cardTypes.js';
import type { Draft } from './draft.js';
import { changeResources, convert, gainOf } from './resources.js';
import { canPay, isConversion } from './rules.js';
import type { Choice, Pos, Who, WorkItem } from './state.js';

/** The first player resolved a Change First Player card: the marker passes at the end of the round (never in solo). */
export function markerCheck(d: Draft, who: Who, changeFirstPlayer: boolean): void {
  const s = d.s;
  if (!changeFirstPlayer || s.automa !== null || who !== s.firstPlayer || s.r.passMarker) return;
  d.round().passMarker = true;
  d.emit({ type: 'markerWillPass', who });
}

function gain(d: Draft, who: Who, card: CardId, pos: Pos | null, e: Effect): void {
  d.emit({ type: 'worked', who, card, pos, done: true });
  changeResources(d, who, gainOf(e));
}

function automaConverts(d: Draft, it: WorkItem, who: Who): void {
  const res = () => d.s.players[who]!.res;
  const done = canPay(res(), it.effect);
  d.emit({ type: 'worked', who, card: it.card, pos: it.pos, done });
  if (!done) return;
  convert(d, who, it.effect);
  if (it.effect.kind === 'forge' && d.s.automa !== 'eldhusfifl' && canPay(res(), it.effect)) convert(d, who, it.effect);
}

/**
 * Resolves `items` for `who`: the gains now, then the conversions (the automa's now; a seat's as a
 * Choice left in the state). True if a choice now waits for the seat.
 */
export function resolveWork(d: Draft, who: Who, reason: Choice['reason'], items: WorkItem[]): boolean {
  const conversions: WorkItem[] = [];
  for (const it of items) {
    if (isConversion(it.effect)) conversions.push(it);
    else {
      gain(d, who, it.card, it.pos, it.effect);
      markerCheck(d, who, it.changeFirstPlayer);
    }
    if (d.s.end) return false;
  }
  if (d.s.players[who]!.automa) {
    for (const it of conversions) {
      automaConverts(d, it, who);
      markerCheck(d, who, it.changeFirstPlayer);
    }
    return false;
  }
  return offer(d, { who, reason, items: conversions });
}

/** Leaves `choice` waiting if the seat can pay one of its items; else the items do nothing and it is over. */
function offer(d: Draft, choice: Choice): boolean {
  const res = d.s.players[choice.who]!.res;
  if (choice.items.some((it) => canPay(res, it.effect))) {
    d.s.choice = choice;
    return true;
  }
  for (const it of choice.items) {
    d.emit({ type: 'worked', who: choice.who, card: it.card, pos: it.pos, done: false });
    markerCheck(d, choice.who, it.changeFirstPlayer);
  }
  d.s.choice = null;
  return false;
}

/** The seat's decision on item `item` of its choice (checked by checkAction). */
export function decide(d: Draft, item: number, doIt: boolean): void {
  const choice = d.s.choice!;
  const it = choice.items[item]!;
  d.emit({ type: 'decided', who: choice.who, item, convert: doIt });
  d.emit({ type: 'worked', who: choice.who, card: it.card, pos: it.pos, done: doIt });
  if (doIt) convert(d, choice.who, it.effect);
  markerCheck(d, choice.who, it.changeFirstPlayer);
  if (d.s.end) return;
  offer(d, { who: choice.who, reason: choice.reason, items: choice.items.filter((_, i) => i !== item) });
}
