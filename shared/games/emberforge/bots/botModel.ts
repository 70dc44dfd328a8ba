/**
 * What the heuristic bot knows and wants, computed from one seat's view only: its forged
 * collections, the cards it is aiming to forge, the materials it needs, and how close every
 * player is to a victory. Pure functions, no hidden information. The rules themselves (collections,
 * what a card still needs, commission matches, embers, heat tokens) are asked of the engine.
 */
import type { CardDef, Effect } from '../engine/cardTypes.js';
import type { CardId, Collection, Material, MaterialCounts, Seat } from '../engine/constants.js';
import {
  FORGE_MASTERY_COLLECTIONS,
  GUILD_PRESTIGE_COMMISSIONS,
  MATERIAL_CAP_PER_TYPE,
  MATERIALS,
  emptyMaterials,
} from '../engine/constants.js';
import { collectionOf, commissionMatches, defOf, forgedByCollection, stillNeeded, sumMaterials } from '../engine/rules/index.js';
import type { CommissionMatch } from '../engine/rules/index.js';
import type { GameView, PlayerView } from '../engine/view.js';

export { defOf } from '../engine/rules/index.js';

export interface Target {
  id: CardId;
  inPlay: boolean;
  /** What the card still needs, per material. */
  remaining: MaterialCounts;
  priority: number;
}

export interface BotModel {
  view: GameView;
  seat: Seat;
  me: PlayerView;
  hand: CardId[];
  forged: Map<Collection, number>;
  commissionCollections: Set<Collection>;
  /** Cards worth forging, best first (horizontal cards in play and cards in hand). */
  targets: Target[];
  /** Materials still missing for the top targets (after what the player holds). */
  need: MaterialCounts;
  /** How much the bot leans to Guild Prestige over Forge Mastery (0..1). */
  prestigeLean: number;
}

/** How many upright weapons of each collection the player has (the engine's count). */
export const forgedCollections = forgedByCollection;

export const total = sumMaterials;

/** The collections of the visible commissions. */
export function commissionCollections(view: GameView): Set<Collection> {
  const out = new Set<Collection>();
  for (const id of view.commissions) {
    const col = id ? collectionOf(id) : undefined;
    if (col) out.add(col);
  }
  return out;
}

/** Rough worth of one effect to this player, ignoring the choice (used for priorities and discards). */
export function effectWorth(e: Effect): number {
  switch (e.kind) {
    case 'gain':
      return 0.6 * total(e.materials);
    case 'gainAny':
      return 0.8 * e.amount;
    case 'draw':
      return 0.55 * e.amount;
    case 'transmute':
      return 0.35 * e.amount;
    case 'infuse':
      return 0.9;
    case 'salvage':
      return 0.6;
    case 'cool':
      return 0.35;
    case 'moveEmber':
      return 0.35;
    case 'refreshCommission':
      return 0.4;
  }
}

export function abilityWorth(def: CardDef): number {
  return def.ability.reduce((s, e) => s + effectWorth(e), 0);
}

/**
 * How many "steps" (a forge, a delivery) a player is from each victory. A delivery needs a forged
 * weapon of the right collection and a Gildar ember, so it weighs PRESTIGE_STEP forges.
 */
export const PRESTIGE_STEP = 2.35;

export function distances(p: PlayerView, forged: Map<Collection, number>): { mastery: number; prestige: number } {
  return {
    mastery: FORGE_MASTERY_COLLECTIONS - forged.size,
    prestige: (GUILD_PRESTIGE_COMMISSIONS - p.commissionTokens) * PRESTIGE_STEP,
  };
}

/** 0 for a pure Forge Mastery player, 1 for a pure Guild Prestige one. */
export function prestigeLean(p: PlayerView, forged: Map<Collection, number>): number {
  const d = distances(p, forged);
  return Math.max(0, Math.min(1, 0.5 + 0.3 * (d.mastery - d.prestige)));
}

function cardPriority(
  id: CardId,
  inPlay: boolean,
  remaining: MaterialCounts,
  p: PlayerView,
  forged: Map<Collection, number>,
  commissions: Set<Collection>,
  lean: number,
  inProgress: Set<Collection>,
): number {
  const def = defOf(id);
  if (!def) return -Infinity;
  let v = 0;
  if (!forged.has(def.collection)) v += 3 * (1 - lean) + 1;
  if (commissions.has(def.collection)) v += 2.2 * lean + 0.4;
  if (!inPlay && inProgress.has(def.collection)) v -= 1.5;
  const r = total(remaining);
  let short = 0;
  for (const m of MATERIALS) short += Math.max(0, remaining[m] - p.materials[m]);
  v -= 0.35 * r + 0.45 * short;
  v += 0.25 * abilityWorth(def);
  if (inPlay) v += 1.5;
  return v;
}

export function buildModel(view: GameView): BotModel {
  if (view.viewer === 'spectator') throw new Error('bots need a seat view');
  const seat = view.viewer;
  const me = view.players[seat]!;
  const hand = me.hand ?? [];
  const forged = forgedCollections(me);
  const commissions = commissionCollections(view);
  const lean = prestigeLean(me, forged);
  const inProgress = new Set<Collection>();
  for (const pc of me.play) if (!pc.forged) inProgress.add(collectionOf(pc.id) ?? 'axes');
  const targets: Target[] = [];
  for (const pc of me.play) {
    if (pc.forged) continue;
    const remaining = stillNeeded(pc.id, pc.paid);
    targets.push({
      id: pc.id,
      inPlay: true,
      remaining,
      priority: cardPriority(pc.id, true, remaining, me, forged, commissions, lean, inProgress),
    });
  }
  for (const id of hand) {
    const remaining = stillNeeded(id);
    targets.push({ id, inPlay: false, remaining, priority: cardPriority(id, false, remaining, me, forged, commissions, lean, inProgress) });
  }
  targets.sort((a, b) => b.priority - a.priority || (a.id < b.id ? -1 : 1));
  // Drop hand cards of a collection already aimed at by a better target.
  const seen = new Set<Collection>();
  const deduped: Target[] = [];
  for (const t of targets) {
    const col = collectionOf(t.id);
    if (!col) continue;
    if (seen.has(col) && !t.inPlay) continue;
    seen.add(col);
    deduped.push(t);
  }
  const need = emptyMaterials();
  for (const t of deduped.slice(0, 2)) for (const m of MATERIALS) need[m] += t.remaining[m];
  for (const m of MATERIALS) need[m] = Math.max(0, Math.min(need[m], MATERIAL_CAP_PER_TYPE) - me.materials[m]);
  return { view, seat, me, hand, forged, commissionCollections: commissions, targets: deduped, need, prestigeLean: lean };
}

/** Value of gaining one token of `m` given what is already planned (`extra`). */
export function tokenValue(model: BotModel, m: Material, extra: Partial<MaterialCounts> = {}): number {
  const have = model.me.materials[m] + (extra[m] ?? 0);
  if (have >= MATERIAL_CAP_PER_TYPE) return 0;
  const stillNeeded = model.need[m] - (extra[m] ?? 0);
  if (stillNeeded > 0) return 1;
  return have === 0 ? 0.35 : 0.2;
}

/** The materials to pick for a free gain of `n`, most useful first. */
export function bestMaterials(model: BotModel, n: number, supply: MaterialCounts = model.view.supply): Material[] {
  const picked: Material[] = [];
  const extra: Partial<MaterialCounts> = {};
  for (let i = 0; i < n; i++) {
    let best: Material = 'iron';
    let bestV = -1;
    for (const m of MATERIALS) {
      if (supply[m] - (extra[m] ?? 0) <= 0) continue;
      const v = tokenValue(model, m, extra) + 0.01 * (MATERIAL_CAP_PER_TYPE - model.me.materials[m]);
      if (v > bestV) {
        bestV = v;
        best = m;
      }
    }
    picked.push(best);
    extra[best] = (extra[best] ?? 0) + 1;
  }
  return picked;
}

/** How much the player would lose by giving up this hand card (discard or ephemeral use). */
export function keepValue(model: BotModel, id: CardId): number {
  const idx = model.targets.findIndex((t) => t.id === id && !t.inPlay);
  if (idx === 0) return 3;
  if (idx === 1) return 2;
  const def = defOf(id);
  if (!def) return 0;
  return (model.forged.has(def.collection) ? 0.3 : 0.9) + 0.1 * abilityWorth(def);
}

/** The deliveries `p` could make now (the engine's commission match), slot by slot: the bot's order of preference on ties. */
export function deliverable(view: GameView, p: PlayerView): CommissionMatch[] {
  return commissionMatches(view, p.seat).sort((a, b) => a.slot - b.slot);
}

/** How close a player is to winning (0..1), from public information. */
export function threat(view: GameView, p: PlayerView): number {
  const forged = forgedCollections(p);
  const mastery = forged.size / FORGE_MASTERY_COLLECTIONS;
  const canDeliver = deliverable(view, p).length > 0;
  const prestige = (p.commissionTokens + (canDeliver ? 0.7 : 0)) / GUILD_PRESTIGE_COMMISSIONS;
  return Math.max(mastery, prestige);
}
