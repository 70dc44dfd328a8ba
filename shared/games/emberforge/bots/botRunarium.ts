/**
 * Runarium for the heuristic bot: the worth of each ability use (Forged Power or Ephemeral Magic) and
 * the choice it would make, judged from the seat's view; what a choice could do is the engine's.
 */
import type { Action, RuneUse } from '../engine/actions.js';
import type { AbilityChoice, CardDef, Effect } from '../engine/cardTypes.js';
import type { CardId, Material, MaterialCounts, Zone } from '../engine/constants.js';
import { MATERIAL_CAP_PER_TYPE, MATERIALS } from '../engine/constants.js';
import { coolableZones, embersOf as myEmbersOn, infusions, moveFromZones, moveToZones, paymentOutcome } from '../engine/rules/index.js';
import type { BotModel } from './botModel.js';
import { bestMaterials, defOf, deliverable, forgedCollections, keepValue, tokenValue, total } from './botModel.js';
import { zoneWorths } from './botZoneValue.js';

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
      for (const { cardId, material } of infusions(view, seat)) {
        if (!defOf(cardId)) continue;
        const { moved, forges } = paymentOutcome(view, seat, { cardId, material });
        const v = 0.5 * moved + (forges ? 2 : 0.6);
        if (!best || v > best.value) best = { choice: { cardId, material }, value: v };
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
      const free = coolableZones(view);
      if (free.length === 0) return null;
      const pick = free.includes('durgaz') ? 'durgaz' : free[0]!;
      return { choice: { zone: pick }, value: 0.2 };
    }
    case 'moveEmber': {
      const worths = zoneWorths(model);
      let from: Zone | null = null;
      let fromV = Infinity;
      for (const z of moveFromZones(view, seat)) {
        if (z === 'runarium') continue;
        const mine = myEmbersOn(view, seat, z);
        const v = worths[z][mine - 1] ?? 0; // moveFromZones never offers a locked zone
        if (v < fromV) {
          fromV = v;
          from = z;
        }
      }
      if (!from) return null;
      let to: Zone | null = null;
      let toV = -Infinity;
      for (const z of moveToZones(view, seat, from)) {
        if (z === 'runarium') continue;
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
