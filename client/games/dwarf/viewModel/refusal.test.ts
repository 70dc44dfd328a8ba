import { describe, expect, it } from 'vitest';
import { activeSeat, viewFor } from '../../../../shared/games/dwarf/index.js';
import { act, newGame, setRes, solo } from '../../../../shared/games/dwarf/engine/testKit.js';
import { pileRefusal, refusalOf } from './refusal.js';

describe("why a DWARF gesture is refused (the engine's reason on the seat's view)", () => {
  it('a free position on my turn is no refusal; a taken one is position_taken', () => {
    let s = newGame(3, 2);
    const who = activeSeat(s)!;
    expect(refusalOf(viewFor(s, who), { type: 'place', pos: 4 })).toBeNull();
    s = act(s, who, { type: 'place', pos: 4 }).state;
    const next = activeSeat(s)!;
    expect(refusalOf(viewFor(s, next), { type: 'place', pos: 4 })).toEqual({ kind: 'code', code: 'position_taken' });
  });

  it('out of turn names the player to wait for', () => {
    const s = newGame(3, 2);
    const who = activeSeat(s)!;
    const other = (who + 1) % 3;
    expect(refusalOf(viewFor(s, other), { type: 'place', pos: 0 })).toEqual({ kind: 'code', code: 'not_your_turn', waitFor: who });
  });

  it('a spectator is only watching', () => {
    expect(refusalOf(viewFor(newGame(2, 1), 'spectator'), { type: 'place', pos: 0 })).toEqual({ kind: 'watching' });
  });

  it('a pile: after one worker is placed, the iron way is the one explained (4 iron)', () => {
    let s = newGame(2, 6);
    const first = activeSeat(s)!;
    s = act(s, first, { type: 'place', pos: 0 }).state;
    s = act(s, activeSeat(s)!, { type: 'place', pos: 1 }).state;
    const who = activeSeat(s)!;
    expect(who).toBe((first + 1) % 2); // pass 2 starts with the last player
    setRes(s, who, { iron: 0 });
    expect(pileRefusal(viewFor(s, who), 0)).toEqual({ kind: 'code', code: 'not_enough_iron' });
    setRes(s, who, { iron: 4 });
    expect(pileRefusal(viewFor(s, who), 0)).toBeNull();
  });

  it('solo: a fourth Special Action is refused with the cap', () => {
    const s = solo('andvettr', 3);
    s.players[0]!.specials = 3;
    expect(pileRefusal(viewFor(s, 0), 0)).toEqual({ kind: 'code', code: 'special_cap' });
  });
});
