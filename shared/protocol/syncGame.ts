/**
 * Mirrors the engine's truth into the Colyseus Schema after every accepted action. The public part
 * comes from the spectator view (what everybody may know); each hand comes from its owner's view and
 * goes into PlayerSchema.hand, whose cards only their owner's StateView holds. No rules live here.
 */
import { ArraySchema, MapSchema } from '@colyseus/schema';
import type { GameView, MaterialCounts, PlayCard, Seat, ZoneState } from '../index.js';
import { MATERIALS, ZONES } from '../index.js';
import { GameSchema } from './schema/GameSchema.js';
import { HandCardSchema } from './schema/HandCardSchema.js';
import { MaterialsSchema } from './schema/MaterialsSchema.js';
import { PlayCardSchema } from './schema/PlayCardSchema.js';
import { PlayerSchema } from './schema/PlayerSchema.js';
import { ZoneSchema } from './schema/ZoneSchema.js';

/** Called for every hand card instance created (it must go into its owner's StateView). */
export type HandCardAdded = (seat: Seat, card: HandCardSchema) => void;

/**
 * @param publicView the engine's spectator view (`viewFor(state, 'spectator')`)
 * @param hands each seat's own hand, from `viewFor(state, seat).players[seat].hand`
 */
export function syncSchema(
  target: GameSchema,
  publicView: GameView,
  hands: readonly (readonly string[])[],
  onHandCard: HandCardAdded,
): void {
  const v = publicView;
  target.version = v.version;
  target.playerCount = v.playerCount;
  target.roundLimit = v.roundLimit;
  target.round = v.round;
  target.phase = v.phase;
  target.forgemaster = v.forgemaster;
  target.activeSeat = v.activeSeat;
  target.turnIndex = v.turnIndex;
  target.placedThisTurn = v.placedThisTurn;
  syncZones(target.zones, v.zones);
  syncPrimitives(target.discard, v.discard);
  syncPrimitives(
    target.commissions,
    v.commissions.map((c) => c ?? ''),
  );
  syncMaterials(target.supply, v.supply);
  target.resolvingZone = v.resolving?.zone ?? '';
  target.resolvingRemaining = v.resolving?.remaining ?? 0;
  syncPrimitives(target.winnerSeats, v.winner?.seats ?? []);
  target.winnerReason = v.winner?.reason ?? '';
  target.deckCount = v.deckCount;
  target.boxCount = v.boxCount;

  while (target.players.length > v.players.length) target.players.pop();
  for (let i = 0; i < v.players.length; i++) {
    const p = v.players[i]!;
    let ps = target.players[i];
    if (!ps) {
      ps = new PlayerSchema();
      target.players.push(ps);
    }
    ps.seat = p.seat;
    ps.name = p.name;
    ps.color = p.color;
    syncMaterials(ps.materials, p.materials);
    ps.commissionTokens = p.commissionTokens;
    syncPrimitives(ps.resolvedZones, p.resolvedZones);
    syncPlay(ps.play, p.play);
    ps.handCount = p.handCount;
    syncHand(ps.hand, hands[i] ?? [], (card) => onHandCard(p.seat, card));
  }
}

function syncZones(target: MapSchema<ZoneSchema>, zones: Record<string, ZoneState>): void {
  for (const name of ZONES) {
    const z = zones[name];
    if (!z) continue;
    let zs = target.get(name);
    if (!zs) {
      zs = new ZoneSchema();
      target.set(name, zs);
    }
    syncPrimitives(zs.embers, z.embers);
    zs.heat = z.heat;
    zs.heatRound = z.heatRound;
  }
}

export function syncMaterials(target: MaterialsSchema, m: Partial<MaterialCounts>): void {
  for (const k of MATERIALS) {
    const value = m[k] ?? 0;
    if (target[k] !== value) target[k] = value;
  }
}

/** Makes a primitive ArraySchema equal to `values`, touching only the entries that differ. */
export function syncPrimitives<T extends string | number>(target: ArraySchema<T>, values: readonly T[]): void {
  while (target.length > values.length) target.pop();
  for (let i = 0; i < values.length; i++) {
    if (i < target.length) {
      if (target[i] !== values[i]) target[i] = values[i]!;
    } else {
      target.push(values[i]!);
    }
  }
}

function syncPlay(target: ArraySchema<PlayCardSchema>, play: readonly PlayCard[]): void {
  while (target.length > play.length) target.pop();
  for (let i = 0; i < play.length; i++) {
    const c = play[i]!;
    let cs = target[i];
    if (!cs) {
      cs = new PlayCardSchema();
      target.push(cs);
    }
    cs.id = c.id;
    cs.forged = c.forged;
    syncMaterials(cs.paid, c.paid);
  }
}

function syncHand(target: ArraySchema<HandCardSchema>, hand: readonly string[], added: (card: HandCardSchema) => void): void {
  while (target.length > hand.length) target.pop();
  for (let i = 0; i < hand.length; i++) {
    const id = hand[i]!;
    const existing = target[i];
    if (existing) {
      if (existing.id !== id) existing.id = id;
    } else {
      const card = new HandCardSchema();
      card.id = id;
      target.push(card);
      added(card);
    }
  }
}

/** Creates the game schema for a fresh game. */
export function createGameSchema(): GameSchema {
  return new GameSchema();
}
