import { describe, expect, it } from 'vitest';
import { viewFor, type GameState } from '../../../../shared/games/dwarf/index.js';
import { newGame, setRes, solo } from '../../../../shared/games/dwarf/engine/testKit.js';
import { endSummary } from './endSummary.js';

function ended(s: GameState, end: NonNullable<GameState['end']>): GameState {
  return { ...s, phase: 'ended', end };
}

describe('the end screen', () => {
  it('names the winner, how it ended and was decided, and puts the winner first in the standings', () => {
    const s = newGame(3, 1);
    setRes(s, 0, { steel: 1, gold: 1, artefacts: 1 });
    setRes(s, 1, { steel: 5, gold: 4, artefacts: 4 });
    setRes(s, 2, { steel: 2, gold: 0, artefacts: 2 });
    const e = endSummary(viewFor(ended(s, { cause: 'artefacts', winners: [1], automaWins: false, decidedBy: 'categories' }), 0))!;
    expect(e.outcome).toBe('lost');
    expect(e.winners).toEqual([s.players[1]!.name]);
    expect(e.cause).toBe('artefacts');
    expect(e.standings.map((l) => l.who)).toEqual([1, 2, 0]);
    expect(e.standings.map((l) => l.place)).toEqual([1, 2, 3]);
    expect(e.standings[0]!.led).toBe(3);
    expect(
      endSummary(viewFor(ended(s, { cause: 'artefacts', winners: [1], automaWins: false, decidedBy: 'categories' }), 1))!.outcome,
    ).toBe('won');
    expect(
      endSummary(viewFor(ended(s, { cause: 'artefacts', winners: [1], automaWins: false, decidedBy: 'categories' }), 'spectator'))!.outcome,
    ).toBe('watching');
  });

  it("a shared win is shared; Andvéttr's 12 medals make the automa the winner", () => {
    const s = newGame(2, 1);
    expect(endSummary(viewFor(ended(s, { cause: 'mountain', winners: [0, 1], automaWins: false, decidedBy: 'shared' }), 0))!.outcome).toBe(
      'shared',
    );
    const so = solo('andvettr', 1);
    const e = endSummary(viewFor(ended(so, { cause: 'medals', winners: [], automaWins: true, decidedBy: 'andvettrMedals' }), 0))!;
    expect(e).toMatchObject({ outcome: 'lost', automaWins: true, automaName: so.players[1]!.name, winners: [] });
    expect(e.standings[0]!.automa).toBe(true);
  });

  it('is null while the game runs', () => {
    expect(endSummary(viewFor(newGame(2, 1), 0))).toBeNull();
  });
});
