/**
 * Activation for the heuristic bot. Zone order: Ignar (materials from spare cards), Runarium
 * (abilities), Durgaz (forge), Gildar (deliver to commissions, else draw).
 */
import type { Action, GildarPick, Payment } from '../engine/actions.js';
import type { CardId, Material, MaterialCounts, Zone } from '../engine/constants.js';
import { MATERIALS } from '../engine/constants.js';
import { embersOf as myEmbersOn, ignarRoomFor, offerOf, planDurgaz, planForges, resolvableZones } from '../engine/rules/index.js';
import type { BotModel } from './botModel.js';
import {
  abilityWorth,
  bestMaterials,
  defOf,
  deliverable,
  distances,
  forgedCollections,
  keepValue,
  tokenValue,
  PRESTIGE_STEP,
} from './botModel.js';
import { runeAction } from './botRunarium.js';

/** Width of the random doubt in a delivery decision (a mixed strategy between the victories). */
export const DELIVERY_NOISE = 1.2;

const ORDER: Zone[] = ['ignar', 'runarium', 'durgaz', 'gildar'];

function unresolvedZones(model: BotModel): Zone[] {
  return resolvableZones(model.view, model.seat, ORDER);
}

// ---------- Ignar ----------

export function ignarAction(model: BotModel, embers: number): Action | null {
  const keep = new Set(model.targets.slice(0, 2).map((t) => t.id));
  const candidates = model.hand.filter((id) => !keep.has(id)).sort((a, b) => keepValue(model, a) - keepValue(model, b) || (a < b ? -1 : 1));
  const discard: CardId[] = [];
  let take: Material[] = [];
  let takeValue = 0;
  for (const id of candidates) {
    if (!defOf(id)) continue;
    const t = pickFromOffer(model, offerOf([...discard, id]), embers);
    const gained = t.value - takeValue;
    // Discard one more card only if the extra tokens outweigh the card.
    if (gained > keepValue(model, id) * 0.5 || (discard.length === 0 && t.value >= 0.9)) {
      discard.push(id);
      take = t.take;
      takeValue = t.value;
    }
    if (take.length >= embers && takeValue >= embers * 0.9) break;
  }
  if (discard.length === 0) return null;
  return { type: 'ignar', discard, take };
}

function pickFromOffer(model: BotModel, offer: MaterialCounts, embers: number): { take: Material[]; value: number } {
  const take: Material[] = [];
  const extra: Partial<MaterialCounts> = {};
  let value = 0;
  for (let i = 0; i < embers; i++) {
    let best: Material | null = null;
    let bestV = 0.05;
    for (const m of MATERIALS) {
      if (ignarRoomFor(m, take, offer, model.view.supply, embers) <= 0) continue;
      const v = tokenValue(model, m, extra);
      if (v > bestV) {
        bestV = v;
        best = m;
      }
    }
    if (!best) break;
    take.push(best);
    extra[best] = (extra[best] ?? 0) + 1;
    value += bestV;
  }
  return { take, value };
}

// ---------- Durgaz ----------

export function durgazAction(model: BotModel, embers: number): Action | null {
  const { view, seat } = model;
  let payments: Payment[] = [];
  let budget = embers;
  const done = new Set<CardId>();
  // First: cards that can be finished with the embers and materials at hand, best first.
  for (const t of model.targets) {
    if (budget <= 0) break;
    const types = MATERIALS.filter((m) => t.remaining[m] > 0);
    if (types.length === 0 || types.length > budget) continue;
    const trial = [...payments, ...types.map((m) => ({ cardId: t.id, material: m }))];
    if (!planForges(view, seat, trial, t.id)) continue;
    payments = trial;
    budget -= types.length;
    done.add(t.id);
  }
  // Then: progress on the best card still in the way (a card in play, or a top hand card).
  for (const t of model.targets.slice(0, 2)) {
    if (budget <= 0) break;
    if (done.has(t.id)) continue;
    if (!t.inPlay && t.priority < 0.5) continue;
    let card = planDurgaz(view, seat, payments).cards.find((c) => c.cardId === t.id);
    for (const m of MATERIALS) {
      if (budget <= 0 || !card) break;
      if (card.next[m] <= 0) continue;
      payments.push({ cardId: t.id, material: m });
      card = planDurgaz(view, seat, payments).cards.find((c) => c.cardId === t.id);
      budget--;
    }
  }
  if (payments.length === 0) return null;
  return { type: 'durgaz', payments };
}

// ---------- Gildar ----------

/** `noise` in [0, 1): a mixed strategy on whether to give up a weapon for a commission. */
export function gildarAction(model: BotModel, noise = 0.5): Action {
  const { view, me } = model;
  const forged = forgedCollections(me);
  let best: { pick: GildarPick; value: number } | null = null;
  for (const d of deliverable(view, me)) {
    const def = defOf(d.weaponId)!;
    const unique = (forged.get(def.collection) ?? 0) <= 1;
    const dist = distances(me, forged);
    const after = Math.min(dist.mastery + (unique ? 1 : 0), dist.prestige - PRESTIGE_STEP);
    let v = me.commissionTokens >= 2 ? 100 : 0.9 + (Math.min(dist.mastery, dist.prestige) - after) + DELIVERY_NOISE * (noise - 0.5);
    v -= 0.1 * abilityWorth(def);
    if (v > (best?.value ?? 0.4)) {
      const materials = bestMaterials(model, 2) as [Material, Material];
      best = { pick: { kind: 'commission', cardId: d.weaponId, slot: d.slot, materials }, value: v };
    }
  }
  return { type: 'gildar', pick: best ? best.pick : { kind: 'draw' } };
}

/** The bot's next activation action (null: nothing worth doing, end the turn). */
export function activationAction(model: BotModel, noise = 0.5): Action {
  const { view, seat } = model;
  if (view.resolving) {
    if (view.resolving.zone === 'runarium') return runeAction(model)?.action ?? { type: 'closeZone' };
    if (view.resolving.zone === 'gildar') return gildarAction(model, noise);
    return { type: 'closeZone' };
  }
  for (const zone of unresolvedZones(model)) {
    const e = myEmbersOn(view, seat, zone);
    if (zone === 'ignar') {
      const a = ignarAction(model, e);
      if (a) return a;
    } else if (zone === 'durgaz') {
      const a = durgazAction(model, e);
      if (a) return a;
    } else if (zone === 'runarium') {
      const a = runeAction(model);
      if (a) return a.action;
    } else {
      return gildarAction(model, noise);
    }
  }
  return { type: 'endTurn' };
}
