/**
 * The marginal worth of the k-th ember of the bot on each zone: used to place embers and to decide
 * where a moved ember should go. Rough but cheap estimates from the seat's own view.
 */
import type { Zone } from '../engine/constants.js';
import { MATERIAL_CAP_PER_TYPE, MATERIALS } from '../engine/constants.js';
import { offerOf } from '../engine/rules/index.js';
import type { BotModel } from './botModel.js';
import { abilityWorth, defOf, deliverable, keepValue } from './botModel.js';

/** Tokens that Ignar could usefully give, from hand cards that are not top targets. */
function ignarUseful(model: BotModel): { useful: number; any: number } {
  const keep = new Set(model.targets.slice(0, 2).map((t) => t.id));
  const offer = offerOf(model.hand.filter((id) => !keep.has(id)));
  let useful = 0;
  let any = 0;
  for (const m of MATERIALS) {
    const room = Math.max(0, MATERIAL_CAP_PER_TYPE - model.me.materials[m]);
    useful += Math.min(offer[m], model.need[m], room);
    any += Math.min(offer[m], room);
  }
  return { useful, any };
}

/** Payments Durgaz could make now (or after a round's Ignar), and whether one would forge a card. */
function durgazPayments(model: BotModel, ignarTokens: number): { payments: number; completes: number } {
  let payments = 0;
  let completes = 0;
  let spare = ignarTokens;
  for (const t of model.targets.slice(0, 3)) {
    let types = 0;
    let missing = 0;
    for (const m of MATERIALS) {
      if (t.remaining[m] <= 0) continue;
      types++;
      missing += Math.max(0, t.remaining[m] - model.me.materials[m]);
    }
    if (types === 0) continue;
    const covered = missing <= spare;
    if (covered) {
      spare -= missing;
      completes++;
      payments += types;
    } else if (t.inPlay || t.priority > 1) {
      payments += Math.max(0, types - 1);
    }
  }
  return { payments, completes };
}

/** Sorted (best first) worths of Runarium uses available to the bot. */
function runeWorths(model: BotModel): number[] {
  const out: number[] = [];
  for (const pc of model.me.play) {
    if (!pc.forged) continue;
    const def = defOf(pc.id);
    if (def) for (let i = 0; i < 3; i++) out.push(abilityWorth(def) * (i === 0 ? 1 : 0.85));
  }
  for (const id of model.hand) {
    const def = defOf(id);
    if (def) out.push(abilityWorth(def) - keepValue(model, id) * 0.6);
  }
  return out.sort((a, b) => b - a);
}

export interface ZoneWorths {
  ignar: number[];
  durgaz: number[];
  runarium: number[];
  gildar: number[];
}

/** worths[zone][k] = worth of the (k+1)-th ember of the bot on that zone (k = 0..2). */
export function zoneWorths(model: BotModel): ZoneWorths {
  const ig = ignarUseful(model);
  const ignar = [0, 1, 2].map((k) => (k < ig.useful ? 1.1 : k < ig.any ? 0.3 : 0));
  const expectedIgnar = Math.min(2, ig.useful);
  const dz = durgazPayments(model, expectedIgnar);
  const durgaz = [0, 1, 2].map((k) => (k < dz.payments ? (dz.completes > 0 ? 1.6 : 0.9) : 0));
  const rw = runeWorths(model);
  const runarium = [0, 1, 2].map((k) => Math.max(0, rw[k] ?? 0));
  const deliveries = deliverable(model.view, model.me).length > 0 ? 1 : 0;
  const handSize = model.hand.length;
  const drawWorth = handSize <= 1 ? 0.9 : handSize <= 3 ? 0.6 : 0.35;
  // A commission can also follow a forge of this round: count the forge as a likely delivery.
  const likely = deliveries + (dz.completes > 0 && model.prestigeLean > 0.4 ? 0.5 : 0);
  const gildar = [0, 1, 2].map((k) => (k < likely ? 2.2 * (0.6 + model.prestigeLean) : drawWorth * (k === 0 ? 1 : 0.8)));
  return { ignar, durgaz, runarium, gildar };
}

export function worthOf(worths: ZoneWorths, zone: Zone, k: number): number {
  return worths[zone][k] ?? 0;
}
