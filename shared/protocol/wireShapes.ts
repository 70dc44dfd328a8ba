/**
 * The synced state's objects as the field tables (gameFields.ts) write them: the contract the server's
 * Colyseus Schema classes (server/schema/) implement. shared/ imports no Colyseus: a writer gets the
 * wire objects it creates from the WireMakers in its WriteContext; the client only reads the JSON.
 */
import type { MaterialCounts } from '../index.js';
import type { SeatInfo } from './tableInfo.js';

/** A list on the wire (the server's ArraySchema), as much of it as the writers use. */
export interface WireList<T> {
  readonly length: number;
  [index: number]: T;
  push(...items: T[]): number;
  pop(): T | undefined;
}

/** A map on the wire (the server's MapSchema), as much of it as the writers use. */
export interface WireMap<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): unknown;
}

export type MaterialsWire = MaterialCounts;

export interface ZoneWire {
  embers: WireList<number>;
  heat: string;
  heatRound: number;
}

/** One card of a hand: only its owner's StateView holds it. */
export interface HandCardWire {
  id: string;
}

export interface PlayCardWire {
  id: string;
  forged: boolean;
  paid: MaterialsWire;
}

export interface PlayerWire {
  seat: number;
  name: string;
  color: string;
  materials: MaterialsWire;
  commissionTokens: number;
  resolvedZones: WireList<string>;
  play: WireList<PlayCardWire>;
  handCount: number;
  hand: WireList<HandCardWire>;
}

export interface GameWire {
  version: number;
  playerCount: number;
  roundLimit: number;
  round: number;
  phase: string;
  forgemaster: number;
  activeSeat: number;
  turnIndex: number;
  placedThisTurn: number;
  zones: WireMap<ZoneWire>;
  discard: WireList<string>;
  commissions: WireList<string>;
  supply: MaterialsWire;
  resolvingZone: string;
  resolvingRemaining: number;
  winnerSeats: WireList<number>;
  winnerReason: string;
  deckCount: number;
  boxCount: number;
  players: WireList<PlayerWire>;
}

/** One public seat row: the client's SeatInfo, its kind a plain string on the wire. */
export type SeatWire = Omit<SeatInfo, 'kind'> & { kind: string };

/** The wire objects a writer creates as lists and maps grow (the server's Schema classes). */
export interface WireMakers {
  zone(): ZoneWire;
  playCard(): PlayCardWire;
  player(): PlayerWire;
  handCard(): HandCardWire;
  seat(): SeatWire;
}
