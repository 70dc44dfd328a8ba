/**
 * Dwarf Emberforge's synced state as its field table (gameFields.ts) writes it: the contract its Colyseus
 * Schema classes (server/games/emberforge/schema/) implement.
 */
import type { MaterialCounts } from '../index.js';
import type { WireList, WireMakers, WireMap } from '../../../protocol/wireShapes.js';

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

/** The wire objects Emberforge's field table creates as its lists and maps grow. */
export interface EmberforgeMakers extends WireMakers {
  zone(): ZoneWire;
  playCard(): PlayCardWire;
  player(): PlayerWire;
  handCard(): HandCardWire;
}

/** The makers a write context holds, as Emberforge's (the server's binding gives them all). */
export const emberforgeMakers = (m: WireMakers): EmberforgeMakers => m as EmberforgeMakers;
