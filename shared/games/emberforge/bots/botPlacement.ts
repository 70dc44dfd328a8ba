/**
 * Placement for the heuristic bot: put each ember where it is worth most, without overheating a
 * zone it depends on (counting embers already there and the players still to place), and spend
 * embers to overheat a zone that a player about to win needs.
 */
import type { Action } from '../engine/actions.js';
import type { Zone } from '../engine/constants.js';
import { ZONES } from '../engine/constants.js';
import { legalActions } from '../engine/legalActions.js';
import type { BotModel } from './botModel.js';
import { embersOf as myEmbersOn, mayOverheat, unplacedEmbers } from '../engine/rules/index.js';
import { deliverable, forgedCollections, threat } from './botModel.js';
import { zoneWorths } from './botZoneValue.js';

/** Zones that a near-winner needs this round, with how much a block is worth. */
function blockTargets(model: BotModel): Map<Zone, number> {
  const { view } = model;
  const out = new Map<Zone, number>();
  const myThreat = threat(view, model.me);
  for (const p of view.players) {
    if (p.seat === model.seat) continue;
    const t = threat(view, p);
    if (t < 0.75 || t + 0.05 < myThreat) continue;
    const mine = (z: Zone) => view.zones[z].embers.includes(p.seat);
    if (p.commissionTokens >= 2 && deliverable(view, p).length > 0 && mine('gildar')) out.set('gildar', 3 + t);
    if (forgedCollections(p).size >= 4 && mine('durgaz')) out.set('durgaz', Math.max(out.get('durgaz') ?? 0, 2.5 + t));
  }
  return out;
}

/** `noise`: one number in [0, 1) per zone, to vary otherwise equal choices. */
export function placementAction(model: BotModel, noise: readonly number[]): Action {
  const { view, seat } = model;
  const players = view.playerCount;
  // Where an ember may go now is the engine's to say.
  const placeable = new Set(legalActions(view, seat).flatMap((a) => (a.type === 'placeEmber' ? [a.zone] : [])));
  if (placeable.size === 0) return { type: 'endPlacement' };
  const left = unplacedEmbers(view, seat);
  const laterPlayers = players - 1 - view.turnIndex;
  const worths = zoneWorths(model);
  const blocks = blockTargets(model);

  let best: Zone | null = null;
  let bestV = 0.05;
  ZONES.forEach((zone, i) => {
    const zs = view.zones[zone];
    if (!placeable.has(zone)) return;
    const limited = mayOverheat(view, zone);
    const count = zs.embers.length;
    const mine = myEmbersOn(view, seat, zone);
    let v = worths[zone][mine] ?? 0;
    const block = blocks.get(zone);
    if (limited && block !== undefined) {
      const needed = players + 1 - count;
      if (needed <= left) v = Math.max(v, block);
    }
    if (limited) {
      const after = count + 1;
      if (after > players && block === undefined) {
        // This ember would lock the zone, and with it the embers already there (mine too).
        v = -1 - mine;
      } else if (after === players && laterPlayers > 0) {
        // Full: anybody after me can lock it with one ember. Worse the more I lead.
        const risk = 0.15 + 0.35 * threat(view, model.me);
        v -= risk * (1 + mine);
      }
    }
    v += 0.15 * (noise[i] ?? 0);
    if (v > bestV) {
      bestV = v;
      best = zone;
    }
  });
  if (best === null) return { type: 'endPlacement' };
  return { type: 'placeEmber', zone: best };
}
