/** Resources change here only: never negative, every change an event, Andvéttr's 12 medals noticed at once. */
import type { Effect } from '../cards/cardTypes.js';
import { ANDVETTR_MEDALS_TO_WIN, RESOURCES, type Resources } from './constants.js';
import type { Draft } from './draft.js';
import { endGame } from './gameEnd.js';
import type { Who } from './state.js';

/** Adds the signed `change` to `who`'s resources (throws if one would go negative: the rules never let it). */
export function changeResources(d: Draft, who: Who, change: Partial<Resources>): void {
  addResources(d, who, change.iron ?? 0, change.gold ?? 0, change.steel ?? 0, change.artefacts ?? 0, change.medals ?? 0);
}

/** changeResources by amounts (no change object to read): the event names the nonzero ones, in RESOURCES order. */
function addResources(d: Draft, who: Who, iron: number, gold: number, steel: number, artefacts: number, medals: number): void {
  if (!iron && !gold && !steel && !artefacts && !medals) return;
  const res = d.res(who);
  const shown: Partial<Resources> = {};
  if (iron) shown.iron = iron;
  if (gold) shown.gold = gold;
  if (steel) shown.steel = steel;
  if (artefacts) shown.artefacts = artefacts;
  if (medals) shown.medals = medals;
  if (res.iron + iron < 0 || res.gold + gold < 0 || res.steel + steel < 0 || res.artefacts + artefacts < 0 || res.medals + medals < 0) {
    const k = RESOURCES.find((r) => res[r] + (shown[r] ?? 0) < 0);
    throw new Error(`${k} of participant ${who} would go negative`);
  }
  res.iron += iron;
  res.gold += gold;
  res.steel += steel;
  res.artefacts += artefacts;
  res.medals += medals;
  d.emit({ type: 'resources', who, change: shown });
  const s = d.s;
  if (medals > 0 && s.players[who]!.automa && s.automa !== 'eldhusfifl' && res.medals >= ANDVETTR_MEDALS_TO_WIN && !s.end) {
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
  if (e.kind === 'steelAlloy') addResources(d, who, -3, 0, 2, 0, 0);
  else if (e.kind === 'forge') addResources(d, who, -e.recipe.iron, -e.recipe.gold, -e.recipe.steel, 1, 0);
}
