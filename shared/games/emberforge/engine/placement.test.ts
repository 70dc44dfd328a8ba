import { describe, expect, it } from 'vitest';
import { act, newGame, place, refuse } from './testKit.js';

describe('placement', () => {
  it('the third ember ends the turn; the next seat clockwise plays', () => {
    let s = newGame(3, 1);
    s = act(s, 0, { type: 'placeEmber', zone: 'ignar' }).state;
    s = act(s, 0, { type: 'placeEmber', zone: 'ignar' }).state;
    expect(s.activeSeat).toBe(0);
    const r = act(s, 0, { type: 'placeEmber', zone: 'gildar' });
    expect(r.state.activeSeat).toBe(1);
    expect(r.state.zones.ignar.embers).toEqual([0, 0]);
    expect(r.events.map((e) => e.type)).toEqual(['emberPlaced', 'placementEnded', 'turnStarted']);
    expect(r.state.version).toBe(3);
  });

  it('a player may place no ember at all', () => {
    const s = act(newGame(2, 1), 0, { type: 'endPlacement' }).state;
    expect(s.activeSeat).toBe(1);
  });

  it('refuses moves out of turn or out of phase, leaving the state untouched', () => {
    const s = newGame(2, 1);
    refuse(s, 1, { type: 'placeEmber', zone: 'ignar' }, 'not_your_turn');
    refuse(s, 0, { type: 'endTurn' }, 'wrong_phase');
    refuse(s, 0, { type: 'ignar', discard: [], take: [] }, 'wrong_phase');
    refuse(s, 7, { type: 'endPlacement' }, 'not_a_player');
    refuse(s, 0, { type: 'placeEmber', zone: 'forge' as never }, 'invalid_action');
  });

  it('placement starts with the Forgemaster', () => {
    const s = newGame(4, 3, { startPlayer: 2 });
    refuse(s, 0, { type: 'endPlacement' }, 'not_your_turn');
    const order: number[] = [];
    let t = s;
    for (let i = 0; i < 4; i++) {
      order.push(t.activeSeat);
      t = act(t, t.activeSeat, { type: 'endPlacement' }).state;
    }
    expect(order).toEqual([2, 3, 0, 1]);
  });
});

describe('overheat check', () => {
  it('rulebook: 5 embers in the Runarium of a 4-player game overheat and lock it', () => {
    const { state, events } = place(newGame(4, 1), { 0: ['runarium', 'runarium', 'runarium'], 1: ['runarium', 'runarium', 'durgaz'] });
    expect(state.zones.runarium.heat).toBe('overheat');
    expect(events).toContainEqual({ type: 'zoneOverheated', zone: 'runarium', embers: 5 });
    expect(state.phase).toBe('activation');
    // seat 0 has embers only on the locked zone: skipped; seat 1 may use Durgaz but not the Runarium
    expect(state.activeSeat).toBe(1);
    refuse(state, 1, { type: 'rune', use: { mode: 'ephemeral', cardId: state.players[1]!.hand[0]! } }, 'zone_locked');
  });

  it('as many embers as players is not an overheat', () => {
    const { state } = place(newGame(4, 1), { 0: ['runarium', 'runarium'], 1: ['runarium', 'runarium'] });
    expect(state.zones.runarium.heat).toBe('none');
  });

  it('a zone with a Cooldown token has no limit', () => {
    const s = newGame(2, 1);
    s.zones.gildar = { embers: [], heat: 'cooldown', heatRound: 1 };
    const { state } = place(s, { 0: ['gildar', 'gildar', 'gildar'], 1: ['gildar', 'gildar', 'gildar'] });
    expect(state.zones.gildar.heat).toBe('cooldown');
    expect(state.phase).toBe('activation');
  });

  it('only 3 heat tokens: checked in board order, a zone with no free token does not overheat', () => {
    const s = newGame(2, 1);
    s.zones.ignar = { embers: [], heat: 'cooldown', heatRound: 1 };
    s.zones.durgaz = { embers: [], heat: 'cooldown', heatRound: 1 };
    const { state } = place(s, { 0: ['gildar', 'gildar', 'gildar'], 1: ['runarium', 'runarium', 'runarium'] });
    expect(state.zones.runarium.heat).toBe('overheat'); // board order: Runarium before Gildar takes the last token
    expect(state.zones.gildar.heat).toBe('none');
    // seat 0 may resolve Gildar, 3 embers
    expect(state.activeSeat).toBe(0);
    const r = act(state, 0, { type: 'gildar', pick: { kind: 'draw' } });
    expect(r.events).toContainEqual({ type: 'zoneStarted', seat: 0, zone: 'gildar', embers: 3 });
  });

  it('the check happens after the last placement turn only', () => {
    let s = newGame(2, 1);
    for (let i = 0; i < 3; i++) s = act(s, 0, { type: 'placeEmber', zone: 'ignar' }).state;
    expect(s.zones.ignar.heat).toBe('none');
    expect(s.phase).toBe('placement');
    const r = act(s, 1, { type: 'endPlacement' });
    expect(r.events).toContainEqual({ type: 'zoneOverheated', zone: 'ignar', embers: 3 });
    // nobody has an open zone to activate: the round ends at once and the overheat flips to cooldown
    expect(r.state.round).toBe(2);
    expect(r.state.zones.ignar.heat).toBe('cooldown');
  });
});
