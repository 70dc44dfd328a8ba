/**
 * Which choices an ability needs before it can be used (mirrors the effect vocabulary in
 * shared/engine/cardTypes.ts), what may be chosen for each, and whether a choice is complete.
 */
import { cardById, freeHeatTokens, MATERIALS, ZONES } from '../../shared/index.js';
import type { AbilityChoice, CardId, Effect, GameView, Material, Seat, Zone } from '../../shared/index.js';
import { embersOf, isLocked } from './zones.js';

export type ChoiceNeed =
  | { field: 'materials'; count: number }
  | { field: 'zone' }
  | { field: 'move' } // fromZone + toZone
  | { field: 'salvage' } // cardId from the discard pile
  | { field: 'transmute'; amount: number } // give + get
  | { field: 'slot' }
  | { field: 'infuse' }; // cardId (horizontal card in play) + material

export function choiceNeeds(effects: readonly Effect[]): ChoiceNeed[] {
  const needs: ChoiceNeed[] = [];
  for (const e of effects) {
    if (e.kind === 'gainAny') needs.push({ field: 'materials', count: e.amount });
    else if (e.kind === 'cool') needs.push({ field: 'zone' });
    else if (e.kind === 'moveEmber') needs.push({ field: 'move' });
    else if (e.kind === 'salvage') needs.push({ field: 'salvage' });
    else if (e.kind === 'transmute') needs.push({ field: 'transmute', amount: e.amount });
    else if (e.kind === 'refreshCommission') needs.push({ field: 'slot' });
    else if (e.kind === 'infuse') needs.push({ field: 'infuse' });
  }
  return needs;
}

export function cardNeeds(cardId: CardId | null): ChoiceNeed[] {
  return cardId ? choiceNeeds(cardById(cardId).ability) : [];
}

/** Whether every field the ability needs is filled (the engine still has the last word). */
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

/** The choice object to send: only the fields the ability uses (the schema is strict). */
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

/** Zones a Cool may target: one with no heat token, while a token is free (a locked zone stays locked). */
export function coolableZones(view: GameView): Zone[] {
  if (freeHeatTokens(view) <= 0) return [];
  return ZONES.filter((z) => view.zones[z].heat === 'none');
}

/** Zones an ember may leave: the seat's embers there, the zone not locked, not resolved and not being resolved. */
export function moveFromZones(view: GameView, seat: Seat): Zone[] {
  const player = view.players[seat];
  if (!player) return [];
  return ZONES.filter(
    (z) => embersOf(view, seat, z) > 0 && !isLocked(view, z) && !player.resolvedZones.includes(z) && view.resolving?.zone !== z,
  );
}

/** Zones an ember may go to: unresolved, unlocked, not being resolved. */
export function moveToZones(view: GameView, seat: Seat, from: Zone | undefined): Zone[] {
  const player = view.players[seat];
  if (!player) return [];
  return ZONES.filter((z) => z !== from && !isLocked(view, z) && !player.resolvedZones.includes(z) && view.resolving?.zone !== z);
}

/** Materials a transmutation may give: the ones the player holds. */
export function givableMaterials(view: GameView, seat: Seat): Material[] {
  const player = view.players[seat];
  return player ? MATERIALS.filter((m) => player.materials[m] > 0) : [];
}
