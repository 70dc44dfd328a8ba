/**
 * Copy-on-write editing of a GameState. A Draft starts as a shallow copy of the input state; each
 * helper below copies one part (the deck, a player, the zones, ...) the first time it is written, so
 * an action costs only what it changes and the input state is never mutated.
 */
import { zoneIn, type CardId, type MaterialCounts, type Seat, type Zone } from './constants.js';
import type { GameEvent } from './events.js';
import type { EngineError, ErrorCode } from './errors.js';
import type { GameState, PlayCard, PlayerState, ZoneState } from './state.js';

export interface Draft {
  s: GameState;
  /**
   * Where the action's events go; null where nobody reads them (playouts, rehearsals, setup): the rules
   * write `d.events?.push({...})`, so then no event is even built.
   */
  events: GameEvent[] | null;
  /** Bits of the parts of `s` already copied (owned by the draft). */
  copied: number;
  /** Per seat, 5 bits: the player record, then its hand, play, materials and resolvedZones. */
  copiedPlayers: number;
}

const DECK = 1;
const DISCARD = 2;
const BOX = 4;
const SUPPLY = 8;
const ZONES = 16;
const COMMISSIONS = 32;
const PLAYERS = 64;

/** A shallow copy of the state, field by field (faster than a spread on this fixed shape). */
function copyTop(t: GameState): GameState {
  return {
    version: t.version,
    playerCount: t.playerCount,
    roundLimit: t.roundLimit,
    round: t.round,
    phase: t.phase,
    forgemaster: t.forgemaster,
    activeSeat: t.activeSeat,
    turnIndex: t.turnIndex,
    placedThisTurn: t.placedThisTurn,
    zones: t.zones,
    discard: t.discard,
    commissions: t.commissions,
    supply: t.supply,
    resolving: t.resolving,
    winner: t.winner,
    rng: t.rng,
    deck: t.deck,
    box: t.box,
    players: t.players,
  };
}

/** A draft of `state` (never written itself), its events into `events` (null: none built). */
export function startDraft(state: GameState, events: GameEvent[] | null): Draft {
  return { s: copyTop(state), events, copied: 0, copiedPlayers: 0 };
}

/** Every part bit: a draft that owns its whole state (see ownedDraft). */
const ALL_PARTS = DECK | DISCARD | BOX | SUPPLY | ZONES | COMMISSIONS | PLAYERS | 128 | 256 | 512 | 1024;
/** Every player's record and field bits (5 bits a seat, up to 6 seats). */
const ALL_PLAYER_FIELDS = (1 << 30) - 1;

/**
 * A draft that edits `state` in place: every part counts as already copied, so the helpers below write
 * straight into it. Only for a state nobody else holds (a playout's own copy, see playout.ts).
 */
export function ownedDraft(state: GameState): Draft {
  return { s: state, events: null, copied: ALL_PARTS, copiedPlayers: ALL_PLAYER_FIELDS };
}

export function fail(code: ErrorCode, message: string): EngineError {
  return { code, message };
}

export function mutDeck(d: Draft): CardId[] {
  if (!(d.copied & DECK)) {
    d.s.deck = d.s.deck.slice();
    d.copied |= DECK;
  }
  return d.s.deck;
}

/** Replaces the whole deck with a fresh array (owned by the draft). */
export function setDeck(d: Draft, deck: CardId[]): void {
  d.s.deck = deck;
  d.copied |= DECK;
}

export function mutDiscard(d: Draft): CardId[] {
  if (!(d.copied & DISCARD)) {
    d.s.discard = d.s.discard.slice();
    d.copied |= DISCARD;
  }
  return d.s.discard;
}

export function setDiscard(d: Draft, discard: CardId[]): void {
  d.s.discard = discard;
  d.copied |= DISCARD;
}

export function mutBox(d: Draft): CardId[] {
  if (!(d.copied & BOX)) {
    d.s.box = d.s.box.slice();
    d.copied |= BOX;
  }
  return d.s.box;
}

export function mutSupply(d: Draft): MaterialCounts {
  if (!(d.copied & SUPPLY)) {
    d.s.supply = { ...d.s.supply };
    d.copied |= SUPPLY;
  }
  return d.s.supply;
}

export function mutCommissions(d: Draft): (CardId | null)[] {
  if (!(d.copied & COMMISSIONS)) {
    d.s.commissions = d.s.commissions.slice();
    d.copied |= COMMISSIONS;
  }
  return d.s.commissions;
}

function copyZone(z: ZoneState): ZoneState {
  return { embers: z.embers.slice(), heat: z.heat, heatRound: z.heatRound };
}

const ZONE_BIT: Record<Zone, number> = { ignar: 128, durgaz: 256, runarium: 512, gildar: 1024 };

/** One zone, copied on first write (the zones record is copied once, other zones stay shared). */
export function mutZone(d: Draft, zone: Zone): ZoneState {
  if (!(d.copied & ZONES)) {
    const z = d.s.zones;
    d.s.zones = { ignar: z.ignar, durgaz: z.durgaz, runarium: z.runarium, gildar: z.gildar };
    d.copied |= ZONES;
  }
  const bit = zoneIn(ZONE_BIT, zone);
  const z = zoneIn(d.s.zones, zone);
  if (d.copied & bit) return z;
  const copy = copyZone(z);
  d.s.zones[zone] = copy;
  d.copied |= bit;
  return copy;
}

/** Every zone copied (end of round). */
export function mutZones(d: Draft): Record<Zone, ZoneState> {
  mutZone(d, 'ignar');
  mutZone(d, 'durgaz');
  mutZone(d, 'runarium');
  mutZone(d, 'gildar');
  return d.s.zones;
}

/** Bit of `seat`'s record (field 0) or of one of its fields in Draft.copiedPlayers (5 bits a seat). */
function playerBit(seat: Seat, field: number): number {
  return 1 << (seat * 5 + field);
}
const HAND = 1;
const PLAY = 2;
const HELD = 3;
const RESOLVED = 4;

/**
 * `seat`'s player record, copied on first write, for its scalar fields (commissionTokens) or to
 * replace a field whole. Its arrays and materials stay shared with the input state until written
 * through mutHand, mutPlay, mutMaterials or mutResolvedZones.
 */
export function mutPlayerRecord(d: Draft, seat: Seat): PlayerState {
  if (!(d.copied & PLAYERS)) {
    d.s.players = d.s.players.slice();
    d.copied |= PLAYERS;
  }
  const bit = playerBit(seat, 0);
  if (!(d.copiedPlayers & bit)) {
    const p = d.s.players[seat]!;
    d.s.players[seat] = {
      seat: p.seat,
      name: p.name,
      color: p.color,
      play: p.play,
      materials: p.materials,
      commissionTokens: p.commissionTokens,
      resolvedZones: p.resolvedZones,
      hand: p.hand,
    };
    d.copiedPlayers |= bit;
  }
  return d.s.players[seat]!;
}

/** Marks one field of `seat` as copied; returns true the first time (the caller copies it then). */
function firstWrite(d: Draft, seat: Seat, field: number): boolean {
  const bit = playerBit(seat, field);
  if (d.copiedPlayers & bit) return false;
  d.copiedPlayers |= bit;
  return true;
}

export function mutHand(d: Draft, seat: Seat): CardId[] {
  const p = mutPlayerRecord(d, seat);
  if (firstWrite(d, seat, HAND)) p.hand = p.hand.slice();
  return p.hand;
}

/** The play area's list (the PlayCards in it stay shared: see mutPlayCard). */
export function mutPlay(d: Draft, seat: Seat): PlayCard[] {
  const p = mutPlayerRecord(d, seat);
  if (firstWrite(d, seat, PLAY)) p.play = p.play.slice();
  return p.play;
}

export function mutMaterials(d: Draft, seat: Seat): MaterialCounts {
  const p = mutPlayerRecord(d, seat);
  if (firstWrite(d, seat, HELD)) p.materials = { ...p.materials };
  return p.materials;
}

export function mutResolvedZones(d: Draft, seat: Seat): Zone[] {
  const p = mutPlayerRecord(d, seat);
  if (firstWrite(d, seat, RESOLVED)) p.resolvedZones = p.resolvedZones.slice();
  return p.resolvedZones;
}

/** The play card `cardId` of `seat`, copied before it is written; undefined if not in play. */
export function mutPlayCard(d: Draft, seat: Seat, cardId: CardId): PlayCard | undefined {
  const play = mutPlay(d, seat);
  const i = play.findIndex((c) => c.id === cardId);
  if (i < 0) return undefined;
  const c = play[i]!;
  const copy: PlayCard = { id: c.id, forged: c.forged, paid: { ...c.paid } };
  play[i] = copy;
  return copy;
}

/** Removes one occurrence of `item` from `list` (in place); returns whether it was there. */
export function removeOne<T>(list: T[], item: T): boolean {
  const i = list.indexOf(item);
  if (i < 0) return false;
  list.splice(i, 1);
  return true;
}
