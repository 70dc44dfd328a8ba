import { describe, expect, it } from 'vitest';
import { act, eventsOf, freshSelection, lay, mineCard, newGame, setRes, settle } from './testKit.js';
import type { GameState, Worker } from './state.js';

const STARTERS = ['ST1', 'ST2', 'ST3', 'ST4', 'ST5', 'ST6', 'ST7', 'ST8', 'ST9'];

/** A table at the end of the Call for Help step with these workers: the engine goes on into Defend, Extract and Forge. */
function resolving(workers: Record<number, Worker>, n = 2): GameState {
  const s = freshSelection(newGame(n, 30), 0);
  s.mines[0]!.stacks = STARTERS.map((id) => [id]);
  for (const [pos, w] of Object.entries(workers)) s.workers[Number(pos)] = w;
  s.phase = 'callForHelp';
  return s;
}
const base = (who: number): Worker => ({ who, extra: false, spent: false });
const extra = (who: number): Worker => ({ who, extra: true, spent: false });

describe('Extract and Forge', () => {
  it('Extract: gains are taken at once (never declined); a conversion is offered to its owner, who may decline it', () => {
    const r = settle(resolving({ 0: base(0), 5: base(0) }));
    expect(r.state.players[0]!.res.iron).toBe(3);
    expect(r.state.choice).toEqual({
      who: 0,
      reason: 'extract',
      items: [{ card: 'ST6', pos: 5, effect: { kind: 'steelAlloy' }, changeFirstPlayer: false }],
    });
    const declined = act(r.state, 0, { type: 'decline', item: 0 });
    expect(declined.state.players[0]!.res).toMatchObject({ iron: 3, steel: 0 });
    const done = act(r.state, 0, { type: 'convert', item: 0 });
    expect(done.state.players[0]!.res).toMatchObject({ iron: 0, steel: 2 });
  });

  it('Extract: the owner chooses the order of their conversions; one they can no longer pay does nothing', () => {
    const s = resolving({ 5: base(0), 1: base(0) });
    const alloy = lay(
      s,
      mineCard('steelAlloy', (c) => c.pos.row === 0 && c.pos.col === 1),
    );
    setRes(s, 0, { iron: 4 });
    const r = settle(s);
    expect(r.state.choice!.items.map((it) => it.pos)).toEqual([alloy, 5]);
    const after = act(r.state, 0, { type: 'convert', item: 1 });
    expect(after.events.slice(0, 3)).toEqual([
      { type: 'decided', who: 0, item: 1, convert: true },
      { type: 'worked', who: 0, card: 'ST6', pos: 5, done: true },
      { type: 'resources', who: 0, change: { iron: -3, steel: 2 } },
    ]);
    expect(after.events[3]).toMatchObject({ type: 'worked', pos: alloy, done: false });
    expect(after.state.players[0]!.res).toMatchObject({ iron: 1, steel: 2 });
  });

  it('A resolution the player cannot pay does nothing (no choice is offered)', () => {
    const r = settle(resolving({ 5: base(0), 4: base(1) }));
    expect(r.state.choice).toBeNull();
    expect(eventsOf(r.events, 'worked')).toEqual([
      { type: 'worked', who: 0, card: 'ST6', pos: 5, done: false },
      { type: 'worked', who: 1, card: 'ST5', pos: 4, done: false },
    ]);
  });

  it('Forge: the recipe is returned and 1 artefact taken', () => {
    const s = resolving({ 7: base(1) });
    setRes(s, 1, { steel: 2, iron: 3 });
    const r = settle(s);
    expect(r.state.choice).toMatchObject({ who: 1, reason: 'forge' });
    expect(act(r.state, 1, { type: 'convert', item: 0 }).state.players[1]!.res).toMatchObject({ steel: 0, iron: 1, artefacts: 1 });
  });

  it('Extract and Forge: extra workers’ actions resolve after the base workers’ (a base Steel Alloy cannot use an extra’s iron)', () => {
    const r = settle(resolving({ 5: base(0), 0: extra(0) }));
    expect(eventsOf(r.events, 'worked').map((e) => [e.card, e.done])).toEqual([
      ['ST6', false],
      ['ST1', true],
    ]);
    expect(r.state.players[0]!.res).toMatchObject({ iron: 3, steel: 0 });
  });

  it('Extract and Forge: turns go clockwise from the first player, each player deciding on their own workers', () => {
    const s = resolving({ 5: base(0), 4: base(1), 7: base(2) }, 3);
    s.firstPlayer = 1;
    setRes(s, 0, { iron: 3 });
    setRes(s, 1, { steel: 3 });
    setRes(s, 2, { steel: 2, iron: 2 });
    let t = settle(s).state;
    expect(t.choice).toMatchObject({ who: 0, reason: 'extract' });
    t = act(t, 0, { type: 'convert', item: 0 }).state;
    expect(t.choice).toMatchObject({ who: 1, reason: 'forge' });
    t = act(t, 1, { type: 'convert', item: 0 }).state;
    expect(t.choice).toMatchObject({ who: 2, reason: 'forge' });
  });
});
