/**
 * The synced state's objects as the field tables write them (the platform's seat rows: seatFields.ts;
 * a game's own: its wire folder, e.g. shared/games/emberforge/wire/wireShapes.ts): the contract the
 * server's Colyseus Schema classes implement. shared/ imports no Colyseus: a writer gets the wire
 * objects it creates from the WireMakers in its WriteContext; the client only reads the JSON.
 */
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

/** One public seat row: the client's SeatInfo, its kind a plain string on the wire. */
export type SeatWire = Omit<SeatInfo, 'kind' | 'botLevel'> & { kind: string; botLevel: string };

/**
 * The wire objects a writer creates as lists and maps grow (the server's Schema classes), by kind: the
 * platform's seat rows, and each game's own kinds (a game's field table names them: its wire folder).
 */
export interface WireMakers {
  seat(): SeatWire;
  readonly [kind: string]: () => object;
}
