/** Messages between the reservation bench (scripts/bench/reservationFlood.ts) and its two child processes. */
import type { FloodFigures } from '../../../server/tests/support/reservationFlood.js';

export type ServerEv = { ev: 'ready'; port: number } | { ev: 'usage'; cpuMs: number } | { ev: 'error'; message: string };
export type ServerCmd = { cmd: 'usage' };

export type FlooderCmd = { cmd: 'start'; port: number; addresses: string[]; tables: string[]; perAddress: number } | { cmd: 'stop' };
export type FlooderEv = { ev: 'ready' } | { ev: 'started' } | { ev: 'stopped'; figures: FloodFigures } | { ev: 'error'; message: string };
