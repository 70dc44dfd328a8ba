/**
 * The effect vocabulary of card abilities (Forged Power and Ephemeral Magic). Effects resolve in the
 * card's order; a choice is checked when its effect is reached, against the state at that moment.
 * A choice must make its effect do something; when no choice could, the effect does nothing and
 * the choice is ignored (RULES_NOTES.md, "Ability choices").
 */
import type { AbilityChoice, Effect } from './cardTypes.js';
import { COMMISSION_SLOTS, MATERIALS, ZONES, addMaterial, materialIn, zoneIn } from './constants.js';
import type { CardId, Material, Seat, Zone } from './constants.js';
import { fail, mutCommissions, mutDiscard, mutHand, mutMaterials, mutSupply, mutZone, removeOne } from './draft.js';
import type { Draft } from './draft.js';
import type { EngineError } from './errors.js';
import { drawCards } from './deck.js';
import { refillSlot } from './commissions.js';
import { payOnto, paymentAmount } from './durgaz.js';
import { countMaterials, gainMaterials, isMaterial } from './materials.js';
import { freeHeatTokens } from './overheat.js';
import type { GameState } from './state.js';
import { checkVictory } from './victory.js';
import { isZone } from './zoneAccess.js';
/** Module-local alias (cheaper than a cross-module binding in hot loops). */
const ZONE_LIST: readonly Zone[] = ZONES; /** Module-local alias (cheaper than a cross-module binding in hot loops). */
const MATS: readonly Material[] = MATERIALS;
type S = { s: GameState };

/** Whether an effect kind asks the player for a choice. */
export function needsChoice(e: Effect): boolean {
  return e.kind !== 'gain' && e.kind !== 'draw';
}

// ---- what each choice effect could do, at the state it is reached ----

/** Zones a Cool may target: no token on them, and a token free. A locked (overheated) zone stays locked. */
export function coolZones(d: S): Zone[] {
  return ZONE_LIST.filter((z) => mayCool(d, z));
}

/** Whether `z` is among coolZones(d). */
function mayCool(d: S, z: Zone): boolean {
  return zoneIn(d.s.zones, z).heat === 'none' && freeHeatTokens(d.s) > 0;
}

/**
 * A zone the player's ember may leave: holds one of theirs, not locked (an ember never leaves an
 * overheated zone this round), not resolved, not being resolved.
 */
export function moveFromOk(d: S, seat: Seat, z: Zone): boolean {
  const s = d.s;
  return (
    zoneIn(s.zones, z).heat !== 'overheat' &&
    zoneIn(s.zones, z).embers.includes(seat) &&
    !s.players[seat]!.resolvedZones.includes(z) &&
    s.resolving?.zone !== z
  );
}

/** A zone an ember may go to: unlocked, not resolved by the player, not being resolved. */
export function moveToOk(d: S, seat: Seat, z: Zone): boolean {
  const s = d.s;
  return zoneIn(s.zones, z).heat !== 'overheat' && !s.players[seat]!.resolvedZones.includes(z) && s.resolving?.zone !== z;
}

export function movePairs(d: S, seat: Seat): { fromZone: Zone; toZone: Zone }[] {
  const out: { fromZone: Zone; toZone: Zone }[] = [];
  for (const fromZone of ZONE_LIST) {
    if (!moveFromOk(d, seat, fromZone)) continue;
    for (const toZone of ZONE_LIST) if (toZone !== fromZone && moveToOk(d, seat, toZone)) out.push({ fromZone, toZone });
  }
  return out;
}

export function transmutePairs(d: S, seat: Seat): { give: Material; get: Material }[] {
  const out: { give: Material; get: Material }[] = [];
  for (const give of MATS) for (const get of MATS) if (mayTransmute(d, seat, give, get)) out.push({ give, get });
  return out;
}

/** Whether `{ give, get }` is among transmutePairs: two materials, one held, the other in the supply. */
function mayTransmute(d: S, seat: Seat, give: Material, get: Material): boolean {
  return get !== give && materialIn(d.s.players[seat]!.materials, give) > 0 && materialIn(d.s.supply, get) > 0;
}

export function refreshSlots(d: S): number[] {
  const out: number[] = [];
  for (let i = 0; i < COMMISSION_SLOTS; i++) if (mayRefresh(d, i)) out.push(i);
  return out;
}

/** Whether commission slot `i` may be refreshed: it holds a commission, or a card could fill it. */
function mayRefresh(d: S, i: number): boolean {
  return d.s.commissions[i] != null || d.s.deck.length + d.s.discard.length > 0;
}

export function infuseTargets(d: S, seat: Seat): { cardId: CardId; material: Material }[] {
  const out: { cardId: CardId; material: Material }[] = [];
  for (const c of d.s.players[seat]!.play) {
    if (c.forged) continue;
    for (const material of MATS) if (paymentAmount(d, seat, c.id, material) > 0) out.push({ cardId: c.id, material });
  }
  return out;
}

/** How many tokens a gainAny must name: its amount, or less when the whole supply holds less. */
export function gainAnyNeed(d: S, amount: number): number {
  let total = 0;
  for (const m of MATS) total += materialIn(d.s.supply, m);
  return Math.min(amount, total);
}

function possible(d: S, seat: Seat, e: Effect): boolean {
  switch (e.kind) {
    case 'gain':
    case 'draw':
      return false;
    case 'gainAny':
      return gainAnyNeed(d, e.amount) > 0;
    case 'salvage':
      return d.s.discard.length > 0;
    default:
      return listedChoiceCount(d, seat, e) > 0;
  }
}

/**
 * How many choices a cool, moveEmber, transmute, refreshCommission or infuse effect offers now, counted
 * without building them: the length of coolZones, movePairs, transmutePairs, refreshSlots or
 * infuseTargets, by the same tests. -1 for the other kinds (gainAny and salvage: see choiceFields.ts).
 */
export function listedChoiceCount(d: S, seat: Seat, e: Effect): number {
  const s = d.s;
  let n = 0;
  switch (e.kind) {
    case 'cool':
      for (const z of ZONE_LIST) if (mayCool(d, z)) n++;
      return n;
    case 'moveEmber':
      for (const from of ZONE_LIST) {
        if (!moveFromOk(d, seat, from)) continue;
        for (const to of ZONE_LIST) if (to !== from && moveToOk(d, seat, to)) n++;
      }
      return n;
    case 'transmute':
      for (const give of MATS) for (const get of MATS) if (mayTransmute(d, seat, give, get)) n++;
      return n;
    case 'refreshCommission':
      for (let i = 0; i < COMMISSION_SLOTS; i++) if (mayRefresh(d, i)) n++;
      return n;
    case 'infuse':
      for (const c of s.players[seat]!.play) {
        if (c.forged) continue;
        for (const material of MATS) if (paymentAmount(d, seat, c.id, material) > 0) n++;
      }
      return n;
    default:
      return -1;
  }
}

/** Why `choice` does not fit effect `e` now, or null (also null when no choice could do anything). */
export function choiceError(d: S, seat: Seat, e: Effect, choice: AbilityChoice | undefined): EngineError | null {
  if (!needsChoice(e) || !possible(d, seat, e)) return null;
  return fitError(d, seat, e, choice);
}

/** choiceError for a choice effect known to be possible. */
function fitError(d: S, seat: Seat, e: Effect, choice: AbilityChoice | undefined): EngineError | null {
  const c = choice ?? {};
  const s = d.s;
  switch (e.kind) {
    case 'gainAny': {
      const need = gainAnyNeed(d, e.amount);
      if (!Array.isArray(c.materials) || c.materials.length !== need || !c.materials.every(isMaterial)) {
        return fail('invalid_choice', `Choose exactly ${need} material(s) to gain.`);
      }
      const counts = countMaterials(c.materials);
      for (const m of MATS)
        if (materialIn(counts, m) > materialIn(s.supply, m)) return fail('invalid_choice', `The supply holds only ${s.supply[m]} ${m}.`);
      return null;
    }
    case 'cool':
      if (!isZone(c.zone)) return fail('invalid_choice', 'Choose a zone to cool.');
      if (!mayCool(d, c.zone))
        return fail('invalid_choice', `${c.zone} cannot be cooled: only a zone without a heat token, while a token is free.`);
      return null;
    case 'moveEmber':
      if (!isZone(c.fromZone) || !isZone(c.toZone))
        return fail('invalid_choice', 'Choose the zone to move an ember from and the zone to move it to.');
      if (!moveFromOk(d, seat, c.fromZone))
        return fail('invalid_choice', `No ember of yours may leave ${c.fromZone} (none there, resolved, or locked by overheat).`);
      if (c.toZone === c.fromZone || !moveToOk(d, seat, c.toZone)) return fail('invalid_choice', `An ember cannot move to ${c.toZone}.`);
      return null;
    case 'salvage':
      if (typeof c.cardId !== 'string' || !s.discard.includes(c.cardId))
        return fail('invalid_choice', 'Choose a card of the discard pile.');
      return null;
    case 'transmute':
      if (!isMaterial(c.give) || !isMaterial(c.get) || c.give === c.get)
        return fail('invalid_choice', 'Choose two different materials to give and to get.');
      if (materialIn(s.players[seat]!.materials, c.give) <= 0) return fail('invalid_choice', `You have no ${c.give} to give.`);
      if (materialIn(s.supply, c.get) <= 0) return fail('invalid_choice', `The supply has no ${c.get}.`);
      return null;
    case 'refreshCommission':
      if (typeof c.slot !== 'number' || !refreshSlots(d).includes(c.slot))
        return fail('invalid_choice', 'Choose a commission slot to refresh.');
      return null;
    case 'infuse':
      if (typeof c.cardId !== 'string' || !isMaterial(c.material))
        return fail('invalid_choice', 'Choose a card in progress and a material to pay onto it.');
      if (!s.players[seat]!.play.some((x) => x.id === c.cardId && !x.forged))
        return fail('invalid_choice', `Card ${c.cardId} is not in progress in your play area.`);
      if (paymentAmount(d, seat, c.cardId, c.material) <= 0)
        return fail('invalid_choice', `Paying ${c.material} onto ${c.cardId} would move no token.`);
      return null;
    default:
      return null;
  }
}

/** Resolves one effect (its choice already checked). */
function resolveEffect(d: Draft, seat: Seat, e: Effect, c: AbilityChoice): void {
  const s = d.s;
  switch (e.kind) {
    case 'gain':
      gainMaterials(d, seat, e.materials);
      return;
    case 'draw':
      drawCards(d, seat, e.amount);
      return;
    case 'gainAny':
      gainMaterials(d, seat, countMaterials(c.materials!));
      return;
    case 'cool': {
      // Protects the zone at the next round's overheat check; removed at the end of that round.
      const z = mutZone(d, c.zone!);
      z.heat = 'cooldown';
      z.heatRound = s.round + 1;
      d.events?.push({ type: 'zoneCooled', zone: c.zone! });
      return;
    }
    case 'moveEmber': {
      removeOne(mutZone(d, c.fromZone!).embers, seat);
      mutZone(d, c.toZone!).embers.push(seat);
      d.events?.push({ type: 'emberMoved', seat, from: c.fromZone!, to: c.toZone! });
      return;
    }
    case 'salvage':
      removeOne(mutDiscard(d), c.cardId!);
      mutHand(d, seat).push(c.cardId!);
      d.events?.push({ type: 'cardSalvaged', seat, cardId: c.cardId! });
      return;
    case 'transmute': {
      const give = c.give!;
      const k = Math.min(e.amount, materialIn(s.players[seat]!.materials, give), materialIn(s.supply, c.get!));
      addMaterial(mutMaterials(d, seat), give, -k);
      addMaterial(mutSupply(d), give, k);
      d.events?.push({ type: 'materialsReturned', seat, materials: { [give]: k } });
      gainMaterials(d, seat, { [c.get!]: k });
      return;
    }
    case 'refreshCommission': {
      const slot = c.slot!;
      const old = s.commissions[slot];
      if (old != null) {
        mutDiscard(d).push(old);
        mutCommissions(d)[slot] = null;
      }
      refillSlot(d, slot);
      return;
    }
    case 'infuse':
      payOnto(d, seat, c.cardId!, c.material!, false);
      return;
  }
}

/** Resolves effects in order; stops at once if the game is won. */
export function resolveEffects(d: Draft, seat: Seat, effects: readonly Effect[], choice: AbilityChoice | undefined): EngineError | null {
  for (const e of effects) {
    if (d.s.winner) return null;
    if (needsChoice(e)) {
      // when no choice could do anything, the effect does nothing and the choice is not checked
      if (!possible(d, seat, e)) continue;
      const err = fitError(d, seat, e, choice);
      if (err) return err;
    }
    resolveEffect(d, seat, e, choice ?? {});
    checkVictory(d);
  }
  return null;
}
