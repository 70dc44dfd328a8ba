/**
 * The actions a seat may take now: a thin dispatcher. Each zone lists its own legal actions beside its
 * resolution (placement.ts, ignar.ts, durgaz.ts, runarium.ts, gildar.ts). Every distinct legal outcome
 * is reached by one listed action (its canonical form is documented beside each listing and in
 * docs/RULES_NOTES.md, "legalActions"): every accepted ability choice, every commission delivery (the
 * two free materials as unordered pairs), every Ignar discard and take, every Durgaz payment order
 * that changes the outcome.
 */
import type { Action } from './actions.js';
import type { Seat } from './constants.js';
import { durgazOptions } from './durgazOptions.js';
import { gildarOptions } from './gildar.js';
import { ignarOptions } from './ignar.js';
import { placementOptions } from './placement.js';
import { runeOptions } from './runeOptions.js';
import type { Table } from './tableState.js';
import { zoneUsable } from './zoneAccess.js';

export function legalActions(table: Table, seat: Seat): Action[] {
  return legalActionsWithin(table, seat, Infinity);
}

/**
 * legalActions with Ignar's discards of at most `maxDiscard` cards: some of the legal actions, never none
 * when there are any (discarding nothing is always listed). A hand of n cards has 2^n discards, so a bot
 * that looks at every action of a big hand asks for these instead (the search: searchActions).
 */
export function legalActionsWithin(table: Table, seat: Seat, maxDiscard: number): Action[] {
  if (table.winner || table.phase === 'ended' || seat !== table.activeSeat) return [];
  if (table.phase === 'placement') return placementOptions(table.placedThisTurn);
  const out: Action[] = [];
  const hand = table.players[seat]!.hand ?? [];
  if (zoneUsable(table, seat, 'ignar')) ignarOptions(table, seat, hand, out, maxDiscard);
  if (zoneUsable(table, seat, 'durgaz')) durgazOptions(table, seat, hand, out);
  if (zoneUsable(table, seat, 'runarium')) runeOptions(table, seat, hand, out);
  if (zoneUsable(table, seat, 'gildar')) gildarOptions(table, seat, out);
  if (table.resolving) out.push({ type: 'closeZone' });
  out.push({ type: 'endTurn' });
  return out;
}
