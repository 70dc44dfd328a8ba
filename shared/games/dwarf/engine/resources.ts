/** Resources change here only: never negative, every change an event, Andvéttr's 12 medals noticed at once. */
import type { Effect } from '../cards/cardTypes.js';
import { ANDVETTR_MEDALS_TO_WIN, RESOURCES, type Resources } from './constants.js';
import type { Draft } from './draft.js';
import { endGame } from './gameEnd.js';
import { costOf } from './rules.js';
import type { Who } from './state.js';

/** Adds the signed `change` to `who`'s resources (throws if one would go negative: the rules never let it). */
export function changeResources(d: Draft, who: Who, change: Partial<Resources>): void {
  const res = d.res(who);
  const shown: Partial<Resources> = {};
  let any = false;
  for (const k of RESOURCES) {
    const n = change[k];
    if (!n) continue;
    if (res[k] + n < 0) throw new Error(`${k} of participant ${who} would go negative`);
    res[k] += n;
    shown[k] = n;
    any = true;
  }
  if (!any) return;
  d.emit({ type: 'resources', who, change: shown });
  const s = d.s;
  if ((change.medals ?? 0) > 0 && s.players[who]!.automa && s.automa !== 'eldhusfifl' && res.medals >= ANDVETTR_MEDALS_TO_WIN && !s.end) {
    endGame(d, 'medals');
  }
}

/** A gain (Iron Vein, Gold Vein, Medal of Valour as a worker side): never declined. */
export function gainOf(e: Effect): Partial<Resources> {
  if (e.kind === 'ironVein') return { iron: 3 };
  if (e.kind === 'goldVein') return { gold: 1 };
  if (e.kind === 'medalOfValour') return { medals: 1 };
  return {};
}

/** A conversion paid: the cost returned, the product taken (the caller checked it can be paid). */
export function convert(d: Draft, who: Who, e: Effect): void {
  const cost = costOf(e);
  const change: Partial<Resources> = {};
  for (const [k, n] of Object.entries(cost) as [keyof Resources, number][]) if (n) change[k] = -n;
  if (e.kind === 'steelAlloy') change.steel = 2;
  if (e.kind === 'forge') change.artefacts = 1;
  changeResources(d, who, change);
}
