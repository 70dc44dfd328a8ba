/**
 * A uniformly random legal action without listing them all (the random bot; playouts): the legal actions
 * are counted zone by zone, one index is drawn with the same call as a pick from legalActions' list
 * (rngInt(rng, count)), and only that action is built, in legalActions' order. So it returns exactly
 * `legalActions(table, seat)[rngInt(rng, n).value]` and the same next random state, at a fraction of
 * the cost (a random bot's games and digests are unchanged).
 */
import type { Action } from './actions.js';
import { EMBERS_PER_PLAYER, ZONES } from './constants.js';
import type { Seat } from './constants.js';
import { durgazOptionAt, durgazOptionCount } from './durgazOptions.js';
import { gildarOptionAt, gildarOptionCount } from './gildar.js';
import { ignarOptionAt, ignarOptionCount } from './ignar.js';
import { rngAdvance, rngIntAt } from './publicRng.js';
import { runeOptionAt, runeOptionCount, type RuneMemo } from './runeOptions.js';
import type { Table } from './tableState.js';
import { zoneUsable } from './zoneAccess.js';

/**
 * The actions without a field, built once and frozen (a playout picks one of them at most turns): the
 * engine never writes into an action, and an action returned here is shared, never to be edited.
 */
const PLACE: readonly Action[] = Object.freeze(ZONES.map((zone) => Object.freeze<Action>({ type: 'placeEmber', zone })));
const END_PLACEMENT: Action = Object.freeze({ type: 'endPlacement' });
const CLOSE_ZONE: Action = Object.freeze({ type: 'closeZone' });
const END_TURN: Action = Object.freeze({ type: 'endTurn' });

/** The picked action and the generator's next state; null when `seat` has no legal action. */
export function randomLegalAction(table: Table, seat: Seat, rng: number): { action: Action; rng: number } | null {
  if (table.winner || table.phase === 'ended' || seat !== table.activeSeat) return null;
  if (table.phase === 'placement') {
    const more = table.placedThisTurn < EMBERS_PER_PLAYER;
    const next = rngAdvance(rng);
    const pick = rngIntAt(next, more ? ZONES.length + 1 : 1);
    const action = pick < ZONES.length && more ? PLACE[pick]! : END_PLACEMENT;
    return { action, rng: next };
  }
  const hand = table.players[seat]!.hand ?? [];
  const ignar = zoneUsable(table, seat, 'ignar') ? ignarOptionCount(table, seat, hand) : 0;
  const durgaz = zoneUsable(table, seat, 'durgaz') ? durgazOptionCount(table, seat, hand) : 0;
  const memo: RuneMemo | null = zoneUsable(table, seat, 'runarium') ? { state: null, perUse: [] } : null;
  const rune = memo ? runeOptionCount(table, seat, hand, memo) : 0;
  const gildar = zoneUsable(table, seat, 'gildar') ? gildarOptionCount(table, seat) : 0;
  const close = table.resolving ? 1 : 0;
  const next = rngAdvance(rng);
  let i = rngIntAt(next, ignar + durgaz + rune + gildar + close + 1);
  let action: Action;
  if (i < ignar) action = ignarOptionAt(table, seat, hand, i);
  else if ((i -= ignar) < durgaz) action = durgazOptionAt(table, seat, hand, i);
  else if ((i -= durgaz) < rune) action = runeOptionAt(table, seat, hand, i, memo!);
  else if ((i -= rune) < gildar) action = gildarOptionAt(table, seat, i);
  else if ((i -= gildar) < close) action = CLOSE_ZONE;
  else action = END_TURN;
  return { action, rng: next };
}
