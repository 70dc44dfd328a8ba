/**
 * Ability choices as a UI builds them: which inputs an ability asks for (the engine's effect
 * vocabulary), whether a choice is filled in, and, from the engine's own list of accepted choices
 * (choiceOptions, checked at the moment the effect is reached), which values each input may take.
 */
import { defOf } from '../cardLookup.js';
import type { AbilityChoice, Effect } from '../cardTypes.js';
import { choiceOptions } from '../choiceFields.js';
import type { CardId, Material, Seat } from '../constants.js';
import { countMaterials } from '../materials.js';
import type { Table } from '../tableState.js';

export { choiceFieldsFor, choiceOptions } from '../choiceFields.js';

export type ChoiceNeed =
  | { field: 'materials'; count: number }
  | { field: 'zone' }
  | { field: 'move' } // fromZone + toZone
  | { field: 'salvage' } // cardId from the discard pile
  | { field: 'transmute'; amount: number } // give + get
  | { field: 'slot' }
  | { field: 'infuse' }; // cardId (horizontal card in play) + material

/** The inputs each effect asks for, in the card's order (none for gain and draw). */
export function choiceNeeds(effects: readonly Effect[]): ChoiceNeed[] {
  const needs: ChoiceNeed[] = [];
  for (const e of effects) {
    switch (e.kind) {
      case 'gain':
      case 'draw':
        break;
      case 'gainAny':
        needs.push({ field: 'materials', count: e.amount });
        break;
      case 'cool':
        needs.push({ field: 'zone' });
        break;
      case 'moveEmber':
        needs.push({ field: 'move' });
        break;
      case 'salvage':
        needs.push({ field: 'salvage' });
        break;
      case 'transmute':
        needs.push({ field: 'transmute', amount: e.amount });
        break;
      case 'refreshCommission':
        needs.push({ field: 'slot' });
        break;
      case 'infuse':
        needs.push({ field: 'infuse' });
        break;
    }
  }
  return needs;
}

export function cardNeeds(cardId: CardId | null): ChoiceNeed[] {
  const def = cardId ? defOf(cardId) : undefined;
  return def ? choiceNeeds(def.ability) : [];
}

/** Whether every input the ability asks for is filled in (the engine still has the last word). */
export function choiceComplete(needs: readonly ChoiceNeed[], choice: AbilityChoice): boolean {
  return needs.every((n) => {
    switch (n.field) {
      case 'materials':
        return (choice.materials?.length ?? 0) === n.count;
      case 'zone':
        return !!choice.zone;
      case 'move':
        return !!choice.fromZone && !!choice.toZone && choice.fromZone !== choice.toZone;
      case 'salvage':
        return !!choice.cardId;
      case 'transmute':
        return !!choice.give && !!choice.get && choice.give !== choice.get;
      case 'slot':
        return choice.slot !== undefined;
      case 'infuse':
        return !!choice.cardId && !!choice.material;
    }
  });
}

/** The choice object to send: only the fields the ability uses (the action schema is strict). */
export function choiceFor(needs: readonly ChoiceNeed[], choice: AbilityChoice): AbilityChoice | undefined {
  if (needs.length === 0) return undefined;
  const out: AbilityChoice = {};
  for (const n of needs) {
    if (n.field === 'materials') out.materials = choice.materials ?? [];
    if (n.field === 'zone' && choice.zone) out.zone = choice.zone;
    if (n.field === 'move') {
      if (choice.fromZone) out.fromZone = choice.fromZone;
      if (choice.toZone) out.toZone = choice.toZone;
    }
    if ((n.field === 'salvage' || n.field === 'infuse') && choice.cardId) out.cardId = choice.cardId;
    if (n.field === 'infuse' && choice.material) out.material = choice.material;
    if (n.field === 'transmute') {
      if (choice.give) out.give = choice.give;
      if (choice.get) out.get = choice.get;
    }
    if (n.field === 'slot' && choice.slot !== undefined) out.slot = choice.slot;
  }
  return out;
}

/** Every choice the engine accepts for this rune use now (none when the ability needs no choice). */
export function acceptedChoices(t: Table, seat: Seat, mode: 'forged' | 'ephemeral', cardId: CardId | null): AbilityChoice[] {
  if (!cardId) return [];
  return choiceOptions(t, seat, mode, cardId).filter((c): c is AbilityChoice => c !== undefined);
}

type Scalar = Exclude<keyof AbilityChoice, 'materials'>;

/** The distinct values of `field` among the accepted choices that agree with `given` on its set fields. */
export function choiceValues<K extends Scalar>(
  choices: readonly AbilityChoice[],
  field: K,
  given: Partial<Pick<AbilityChoice, Scalar>> = {},
): NonNullable<AbilityChoice[K]>[] {
  const out: NonNullable<AbilityChoice[K]>[] = [];
  for (const c of choices) {
    let fits = true;
    for (const k of Object.keys(given) as Scalar[]) if (given[k] !== undefined && c[k] !== given[k]) fits = false;
    const v = c[field];
    if (fits && v !== undefined && !out.includes(v as NonNullable<AbilityChoice[K]>)) out.push(v as NonNullable<AbilityChoice[K]>);
  }
  return out;
}

/** How many more of `m` may join the picked materials so that some accepted choice still holds them all. */
export function materialRoom(choices: readonly AbilityChoice[], picked: readonly Material[], m: Material): number {
  const want = countMaterials([...picked, m]);
  let best = 0;
  for (const c of choices) {
    if (!c.materials) continue;
    const has = countMaterials(c.materials);
    if ((Object.keys(want) as Material[]).every((x) => has[x] >= want[x])) best = Math.max(best, has[m] - want[m] + 1);
  }
  return best;
}
