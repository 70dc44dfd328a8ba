import { describe, expect, it } from 'vitest';
import { viewFor } from '../../../../shared/games/dwarf/index.js';
import { newGame, setRes, solo } from '../../../../shared/games/dwarf/engine/testKit.js';
import { playerSummaries } from './players.js';

describe("the players' panels", () => {
  it('list the categories each player leads outright (a tie at the top leads nothing)', () => {
    const s = newGame(3, 1);
    setRes(s, 0, { steel: 4, gold: 2, artefacts: 1 });
    setRes(s, 1, { steel: 1, gold: 2, artefacts: 0 });
    setRes(s, 2, { steel: 0, gold: 1, artefacts: 2 });
    const p = playerSummaries(viewFor(s, 1));
    expect(p.map((x) => x.led)).toEqual([['steel'], [], ['artefacts']]);
    expect(p[1]!.me).toBe(true);
    expect(p.every((x) => x.specialCap === null && x.automa === null)).toBe(true);
    expect(p.filter((x) => x.first)).toHaveLength(1);
    expect(p.filter((x) => x.active)).toHaveLength(1);
  });

  it("solo: the human's Special Actions are capped at 3; Andvéttr's panel counts its medals toward 12", () => {
    const p = playerSummaries(viewFor(solo('andvettr', 2), 0));
    expect(p).toHaveLength(2);
    expect(p[0]).toMatchObject({ specialCap: 3, automa: null, medalsToWin: null });
    expect(p[1]).toMatchObject({ automa: 'andvettr', medalsToWin: 12, first: true });
    const easy = playerSummaries(viewFor(solo('eldhusfifl', 2), 0));
    expect(easy[1]).toMatchObject({ automa: 'eldhusfifl', medalsToWin: null });
  });

  it("say a bot's seat with its level: a bot seat's own, a player's handed over the table's; the automa is no bot (issue 42)", () => {
    const view = viewFor(newGame(3, 1), 0);
    const seats = [
      { seat: 0, connected: true, botControlled: false, away: false, botLevel: null },
      { seat: 1, connected: true, botControlled: true, away: false, botLevel: 'hard' as const },
      { seat: 2, connected: false, botControlled: true, away: false, botLevel: null },
    ];
    expect(playerSummaries(view, seats, 'normal').map((p) => [p.bot, p.botLevel])).toEqual([
      [false, null],
      [true, 'hard'],
      [true, 'normal'],
    ]);
    const alone = playerSummaries(viewFor(solo('andvettr', 2), 0), [seats[0]!]);
    expect(alone.map((p) => p.bot)).toEqual([false, false]);
  });
});
