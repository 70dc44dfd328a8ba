/**
 * The zone predicates the HUD warns and explains with (issue 41), against the engine itself.
 *
 * overheatsWithOneMore (the warning before an ember that would overheat its zone) against the
 * engine itself: at every placement decision of random games (2 to 4 players, several rounds, so with
 * Overheat and Cooldown tokens on the board and the 3 tokens sometimes all used: a zone past the limit
 * that stays open), the predicate says
 * yes exactly when placing that ember and then ending every placement turn overheats that zone.
 */
import { describe, expect, it } from 'vitest';
import { seededFloats } from '../../../../platform/random/publicRng.js';
import { ZONES } from '../constants.js';
import type { Zone } from '../constants.js';
import type { GameEvent } from '../events.js';
import type { GameState } from '../state.js';
import { act, newGame } from '../testKit.js';
import { viewFor } from '../viewFor.js';
import { overheatsWithOneMore, zoneStartRefusal } from './zones.js';
import type { Action } from '../actions.js';
import { applyAction } from '../applyAction.js';

/** Places one ember on `zone` for the active seat, then ends every placement turn: the overheat check's events. */
function overheatsAfter(s: GameState, zone: Zone): boolean {
  let r = act(s, s.activeSeat, { type: 'placeEmber', zone });
  const events: GameEvent[] = [...r.events];
  while (r.state.phase === 'placement') {
    r = act(r.state, r.state.activeSeat, { type: 'endPlacement' });
    events.push(...r.events);
  }
  return events.some((e) => e.type === 'zoneOverheated' && e.zone === zone);
}

const PAIRS = [
  ['ignar', 'durgaz'],
  ['runarium', 'gildar'],
  ['durgaz', 'runarium'],
] as const;

describe('overheatsWithOneMore', () => {
  it('agrees with the overheat check at every placement decision of random games', () => {
    let checked = 0;
    let warned = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const players = 2 + (seed % 3);
      const random = seededFloats(seed);
      let s = newGame(players, seed, { roundLimit: 50 });
      for (let step = 0; step < 400 && s.phase !== 'ended' && s.round <= 6; step++) {
        if (s.phase === 'placement') {
          const seat = s.activeSeat;
          for (const zone of ZONES) {
            const expected = overheatsAfter(s, zone);
            // Asked as the HUD asks: on the acting seat's own view.
            expect(overheatsWithOneMore(viewFor(s, seat), zone), `seed ${seed} round ${s.round} ${zone}`).toBe(expected);
            checked++;
            if (expected) warned++;
          }
          // Crowd two zones a round, another pair the next round: the heat tokens run out (two zones
          // cooling down leave one token for the next two) and a zone cooling down gets crowded; and
          // sometimes end early.
          const roll = random();
          const pair = PAIRS[(s.round + seed) % PAIRS.length]!;
          const zone = roll < 0.85 ? pair[roll < 0.47 ? 0 : 1] : ZONES[Math.floor(random() * 4)]!;
          s = roll < 0.08 ? act(s, seat, { type: 'endPlacement' }).state : act(s, seat, { type: 'placeEmber', zone }).state;
        } else s = act(s, s.activeSeat, { type: 'endTurn' }).state;
      }
    }
    expect(checked).toBeGreaterThan(300);
    expect(warned, 'some embers would overheat their zone').toBeGreaterThan(20);
    expect(warned, 'most would not').toBeLessThan(checked / 2);
  });

  it('gives no warning where no heat token is left for the zone, nor on a zone cooling down (the engine agrees)', () => {
    const s = newGame(2, 3);
    const seat = s.activeSeat;
    const other = 1 - seat;
    // Two zones cooling down this round: one token left, and Runarium, first in board order, past the limit takes it.
    s.zones.ignar = { embers: [other, other, other], heat: 'cooldown', heatRound: s.round };
    s.zones.durgaz = { embers: [], heat: 'cooldown', heatRound: s.round };
    s.zones.runarium = { embers: [other, other, other], heat: 'none', heatRound: 0 };
    s.zones.gildar = { embers: [other, other], heat: 'none', heatRound: 0 };
    const view = viewFor(s, seat);
    const cases: [Zone, boolean][] = [
      ['ignar', false], // cooling down: no limit this round
      ['durgaz', false],
      ['runarium', true], // already past the limit: it takes the last token
      ['gildar', false], // past the limit with it, but no token is left for it
    ];
    for (const [zone, warned] of cases) {
      expect(overheatsAfter(s, zone), `the engine on ${zone}`).toBe(warned);
      expect(overheatsWithOneMore(view, zone), zone).toBe(warned);
    }
    // With Runarium back under the limit, the last token is Gildar's.
    s.zones.runarium.embers = [other];
    expect(overheatsAfter(s, 'gildar')).toBe(true);
    expect(overheatsWithOneMore(viewFor(s, seat), 'gildar')).toBe(true);
  });

  it('zoneStartRefusal gives, on a seat view, the error the engine gives when that zone is started', () => {
    let s = newGame(2, 4);
    const first = s.activeSeat;
    const second = 1 - first;
    s = act(s, first, { type: 'placeEmber', zone: 'ignar' }).state;
    s = act(s, first, { type: 'placeEmber', zone: 'durgaz' }).state;
    s = act(s, first, { type: 'placeEmber', zone: 'runarium' }).state;
    for (const zone of ['ignar', 'ignar', 'gildar'] as const) s = act(s, second, { type: 'placeEmber', zone }).state;
    // Ignar holds 3 embers at a 2-player table: locked. Durgaz gets resolved (Runarium keeps the turn); no ember of the first player's on Gildar.
    expect(s.zones.ignar.heat).toBe('overheat');
    s = act(s, first, { type: 'durgaz', payments: [] }).state;
    const view = viewFor(s, first);
    const probes: Record<'ignar' | 'durgaz' | 'gildar', Action> = {
      ignar: { type: 'ignar', discard: [], take: [] },
      durgaz: { type: 'durgaz', payments: [] },
      gildar: { type: 'gildar', pick: { kind: 'draw' } },
    };
    for (const zone of ['ignar', 'durgaz', 'gildar'] as const) {
      const engine = applyAction(s, first, probes[zone]);
      expect(engine.ok, zone).toBe(false);
      expect(zoneStartRefusal(view, first, zone), zone).toEqual(engine.ok ? null : engine.error);
    }
    expect(zoneStartRefusal(view, first, 'ignar')?.code).toBe('zone_locked');
    expect(zoneStartRefusal(view, first, 'durgaz')?.code).toBe('zone_resolved');
    expect(zoneStartRefusal(view, first, 'gildar')?.code).toBe('no_embers_in_zone');
  });
});
