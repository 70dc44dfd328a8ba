/**
 * Activation for the heuristic bot. Zone order: Ignar (materials from spare cards), Runarium
 * (abilities), Durgaz (forge), Gildar (deliver to commissions, else draw).
 */
import type { Action, GildarPick, RuneUse } from '../engine/actions.js';
import type { AbilityChoice, CardDef, Effect } from '../engine/cardTypes.js';
import type { CardId, Material, MaterialCounts, Zone } from '../engine/constants.js';
import { MATERIAL_CAP_PER_TYPE, MATERIALS, ZONES, emptyMaterials } from '../engine/constants.js';
import type { BotModel } from './botModel.js';
import {
  abilityWorth,
  bestMaterials,
  defOf,
  deliverable,
  distances,
  forgedCollections,
  keepValue,
  myEmbersOn,
  tokenValue,
  total,
  PRESTIGE_STEP,
} from './botModel.js';
import { zoneWorths } from './botZoneValue.js';

/** Width of the random doubt in a delivery decision (a mixed strategy between the victories). */
export const DELIVERY_NOISE = 1.2;

const ORDER: Zone[] = ['ignar', 'runarium', 'durgaz', 'gildar'];

function unresolvedZones(model: BotModel): Zone[] {
  const { view, seat, me } = model;
  return ORDER.filter((z) => view.zones[z].heat !== 'overheat' && !me.resolvedZones.includes(z) && myEmbersOn(view, seat, z) > 0);
}

// ---------- Ignar ----------

export function ignarAction(model: BotModel, embers: number): Action | null {
  const keep = new Set(model.targets.slice(0, 2).map((t) => t.id));
  const candidates = model.hand.filter((id) => !keep.has(id)).sort((a, b) => keepValue(model, a) - keepValue(model, b) || (a < b ? -1 : 1));
  const discard: CardId[] = [];
  const offer = emptyMaterials();
  let take: Material[] = [];
  let takeValue = 0;
  for (const id of candidates) {
    const def = defOf(id);
    if (!def) continue;
    const trial = { ...offer };
    for (const m of MATERIALS) trial[m] += def.cost[m] ?? 0;
    const t = pickFromOffer(model, trial, embers);
    const gained = t.value - takeValue;
    // Discard one more card only if the extra tokens outweigh the card.
    if (gained > keepValue(model, id) * 0.5 || (discard.length === 0 && t.value >= 0.9)) {
      discard.push(id);
      Object.assign(offer, trial);
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
      const used = extra[m] ?? 0;
      if (offer[m] - used <= 0 || model.view.supply[m] - used <= 0) continue;
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
  const mats = { ...model.me.materials };
  const payments: { cardId: CardId; material: Material }[] = [];
  let budget = embers;
  const done = new Set<CardId>();
  // First: cards that can be finished with the embers and materials at hand, best first.
  for (const t of model.targets) {
    if (budget <= 0) break;
    const types = MATERIALS.filter((m) => t.remaining[m] > 0);
    if (types.length === 0 || types.length > budget) continue;
    if (!types.every((m) => mats[m] >= t.remaining[m])) continue;
    for (const m of types) {
      payments.push({ cardId: t.id, material: m });
      mats[m] -= t.remaining[m];
    }
    budget -= types.length;
    done.add(t.id);
  }
  // Then: progress on the best card still in the way (a card in play, or a top hand card).
  for (const t of model.targets.slice(0, 2)) {
    if (budget <= 0) break;
    if (done.has(t.id)) continue;
    if (!t.inPlay && t.priority < 0.5) continue;
    for (const m of MATERIALS) {
      if (budget <= 0) break;
      if (t.remaining[m] <= 0 || mats[m] <= 0) continue;
      payments.push({ cardId: t.id, material: m });
      mats[m] -= Math.min(mats[m], t.remaining[m]);
      budget--;
    }
  }
  if (payments.length === 0) return null;
  return { type: 'durgaz', payments };
}

// ---------- Runarium ----------

interface Scored {
  choice: AbilityChoice | undefined;
  value: number;
}

function choiceAndValue(model: BotModel, def: CardDef, selfId: CardId | null): Scored {
  const choice: AbilityChoice = {};
  let value = 0;
  let needsChoice = false;
  const extra: Partial<MaterialCounts> = {};
  for (const e of def.ability) {
    if (e.kind === 'gain') {
      for (const m of MATERIALS) {
        for (let i = 0; i < (e.materials[m] ?? 0); i++) {
          value += tokenValue(model, m, extra);
          extra[m] = (extra[m] ?? 0) + 1;
        }
      }
      continue;
    }
    if (e.kind === 'draw') {
      const size = model.hand.length;
      value += e.amount * (model.view.deckCount + model.view.discard.length > 0 ? (size <= 2 ? 0.7 : 0.5) : 0);
      continue;
    }
    needsChoice = true;
    const r = choose(model, e, selfId);
    if (!r) return { choice: undefined, value: -Infinity };
    Object.assign(choice, r.choice);
    value += r.value;
  }
  return { choice: needsChoice ? choice : undefined, value };
}

function choose(model: BotModel, e: Effect, selfId: CardId | null): { choice: AbilityChoice; value: number } | null {
  const { view, me, seat } = model;
  switch (e.kind) {
    case 'gainAny': {
      const materials = bestMaterials(model, e.amount);
      const extra: Partial<MaterialCounts> = {};
      let v = 0;
      for (const m of materials) {
        v += tokenValue(model, m, extra);
        extra[m] = (extra[m] ?? 0) + 1;
      }
      return { choice: { materials }, value: v };
    }
    case 'transmute': {
      let give: Material | null = null;
      let spare = 0;
      for (const m of MATERIALS) {
        const s = me.materials[m] - model.need[m] > 0 && model.need[m] === 0 ? me.materials[m] : 0;
        if (s > spare) {
          spare = s;
          give = m;
        }
      }
      if (!give) return null;
      const get = bestMaterials(model, 1).find((m) => m !== give) ?? MATERIALS.find((m) => m !== give)!;
      const n = Math.min(e.amount, spare, MATERIAL_CAP_PER_TYPE - me.materials[get], view.supply[get]);
      if (n <= 0) return null;
      return { choice: { give, get }, value: n * (tokenValue(model, get) - 0.2) };
    }
    case 'infuse': {
      let best: { choice: AbilityChoice; value: number } | null = null;
      for (const pc of me.play) {
        if (pc.forged) continue;
        const def = defOf(pc.id);
        if (!def) continue;
        let types = 0;
        for (const m of MATERIALS) if ((def.cost[m] ?? 0) - pc.paid[m] > 0) types++;
        for (const m of MATERIALS) {
          const missing = (def.cost[m] ?? 0) - pc.paid[m];
          if (missing <= 0 || me.materials[m] <= 0) continue;
          const moved = Math.min(missing, me.materials[m]);
          const finishes = types === 1 && moved === missing;
          const v = 0.5 * moved + (finishes ? 2 : 0.6);
          if (!best || v > best.value) best = { choice: { cardId: pc.id, material: m }, value: v };
        }
      }
      return best;
    }
    case 'salvage': {
      let best: { choice: AbilityChoice; value: number } | null = null;
      const forged = forgedCollections(me);
      for (const id of new Set(view.discard)) {
        if (id === selfId) continue;
        const def = defOf(id);
        if (!def) continue;
        const v =
          (forged.has(def.collection) ? 0.4 : 1.1) + (model.commissionCollections.has(def.collection) ? 0.3 : 0) - 0.08 * total(def.cost);
        if (!best || v > best.value) best = { choice: { cardId: id }, value: v };
      }
      return best;
    }
    case 'refreshCommission': {
      const mine = forgedCollections(me);
      let slot = -1;
      view.commissions.forEach((cid, i) => {
        const col = cid ? defOf(cid)?.collection : undefined;
        if (cid && col && !mine.has(col) && slot < 0) slot = i;
      });
      if (slot < 0) return null;
      const anyMatch = deliverable(view, me).length > 0;
      return { choice: { slot }, value: anyMatch ? 0.1 : mine.size > 0 ? 0.5 * (0.5 + model.prestigeLean) : 0.15 };
    }
    case 'cool': {
      // Protect a zone I use next round (a locked zone cannot be cooled: it stays locked this round).
      const free = ZONES.filter((z) => view.zones[z].heat === 'none');
      const used = ZONES.filter((z) => view.zones[z].heat !== 'none').length;
      if (free.length === 0 || used >= 3) return null;
      const pick = free.includes('durgaz') ? 'durgaz' : free[0]!;
      return { choice: { zone: pick }, value: 0.2 };
    }
    case 'moveEmber': {
      const worths = zoneWorths(model);
      const open = ZONES.filter((z) => z !== 'runarium' && !me.resolvedZones.includes(z) && view.resolving?.zone !== z);
      let from: Zone | null = null;
      let fromV = Infinity;
      for (const z of open) {
        const mine = myEmbersOn(view, seat, z);
        if (mine === 0 || view.zones[z].heat === 'overheat') continue; // no ember leaves a locked zone
        const v = worths[z][mine - 1] ?? 0;
        if (v < fromV) {
          fromV = v;
          from = z;
        }
      }
      if (!from) return null;
      let to: Zone | null = null;
      let toV = -Infinity;
      for (const z of open) {
        if (z === from || view.zones[z].heat === 'overheat') continue;
        const v = worths[z][myEmbersOn(view, seat, z)] ?? 0;
        if (v > toV) {
          toV = v;
          to = z;
        }
      }
      if (!to || toV - fromV <= 0) return null;
      return { choice: { fromZone: from, toZone: to }, value: toV - fromV };
    }
    default:
      return null;
  }
}

export function runeAction(model: BotModel): { action: Action; value: number } | null {
  let best: { use: RuneUse; value: number } | null = null;
  for (const pc of model.me.play) {
    if (!pc.forged) continue;
    const def = defOf(pc.id);
    if (!def) continue;
    const s = choiceAndValue(model, def, null);
    if (s.value > (best?.value ?? 0.15)) {
      best = { use: s.choice ? { mode: 'forged', cardId: pc.id, choice: s.choice } : { mode: 'forged', cardId: pc.id }, value: s.value };
    }
  }
  for (const id of model.hand) {
    const def = defOf(id);
    if (!def) continue;
    const s = choiceAndValue(model, def, id);
    const v = s.value - 0.6 * keepValue(model, id);
    if (v > (best?.value ?? 0.15)) {
      best = { use: s.choice ? { mode: 'ephemeral', cardId: id, choice: s.choice } : { mode: 'ephemeral', cardId: id }, value: v };
    }
  }
  return best ? { action: { type: 'rune', use: best.use }, value: best.value } : null;
}

// ---------- Gildar ----------

/** `noise` in [0, 1): a mixed strategy on whether to give up a weapon for a commission. */
export function gildarAction(model: BotModel, noise = 0.5): Action {
  const { view, me } = model;
  const forged = forgedCollections(me);
  let best: { pick: GildarPick; value: number } | null = null;
  for (const d of deliverable(view, me)) {
    const def = defOf(d.card.id)!;
    const unique = (forged.get(def.collection) ?? 0) <= 1;
    const dist = distances(me, forged);
    const after = Math.min(dist.mastery + (unique ? 1 : 0), dist.prestige - PRESTIGE_STEP);
    let v = me.commissionTokens >= 2 ? 100 : 0.9 + (Math.min(dist.mastery, dist.prestige) - after) + DELIVERY_NOISE * (noise - 0.5);
    v -= 0.1 * abilityWorth(def);
    if (v > (best?.value ?? 0.4)) {
      const materials = bestMaterials(model, 2) as [Material, Material];
      best = { pick: { kind: 'commission', cardId: d.card.id, slot: d.slot, materials }, value: v };
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
