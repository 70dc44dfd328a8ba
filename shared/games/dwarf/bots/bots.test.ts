import { describe, expect, it } from 'vitest';
import { AUTOMA_LEVELS } from '../engine/constants.js';
import { act, config, freshSelection, lay, monsterCard, newGame, setRes } from '../engine/testKit.js';
import { viewFor } from '../engine/viewFor.js';
import { playGame } from '../sim/playGame.js';
import { heuristicBot } from './heuristicBot.js';
import { randomBot } from './randomBot.js';

const STARTERS = ['ST1', 'ST2', 'ST3', 'ST4', 'ST5', 'ST6', 'ST7', 'ST8', 'ST9'];

describe('the bots', () => {
  it('play whole games at every seat count and level, never proposing an action the engine refuses', () => {
    for (let n = 1; n <= 5; n++) {
      for (const [i, automa] of AUTOMA_LEVELS.entries()) {
        if (n > 1 && i > 0) continue;
        const g = playGame(config(n, 60 + n + i, { automa }), Array(n).fill(heuristicBot), 3);
        expect(g.final.end).not.toBeNull();
        expect(g.refused).toBe(0);
      }
    }
  });

  it('the heuristic bot beats random play (over 80% of 2- and 3-player games, from every seat)', () => {
    let wins = 0;
    let games = 0;
    for (let g = 0; g < 20; g++) {
      const n = 2 + (g % 2);
      const seat = g % n;
      const bots = Array.from({ length: n }, (_, i) => (i === seat ? heuristicBot : randomBot));
      const end = playGame(config(n, 900 + g), bots, g + 1).final.end!;
      games++;
      if (end.winners.includes(seat)) wins++;
    }
    expect(wins / games).toBeGreaterThan(0.8);
  });

  it('the heuristic bot defends what would hurt it most: the Great Dragon over its gold', () => {
    const s = freshSelection(newGame(2, 5), 0);
    s.mines[0]!.stacks = STARTERS.map((id) => [id]);
    const dragon = lay(s, monsterCard('greatDragon'));
    setRes(s, 0, { gold: 4 });
    expect(heuristicBot(viewFor(s, 0), 7).action).toEqual({ type: 'place', pos: dragon });
  });

  it('the heuristic bot builds toward artefacts where it cannot lead in steel or gold: a Forge it can pay this round, and the conversion', () => {
    let s = freshSelection(newGame(2, 5), 0);
    s.mines[0]!.stacks = STARTERS.map((id) => [id]);
    setRes(s, 0, { iron: 3, steel: 1 });
    setRes(s, 1, { steel: 6, gold: 3 });
    s = act(s, 0, { type: 'place', pos: 5 }).state; // Steel Alloy: it will have 3 steel
    s = act(s, 1, { type: 'place', pos: 0 }).state;
    s = act(s, 1, { type: 'place', pos: 1 }).state;
    expect(heuristicBot(viewFor(s, 0), 7).action).toEqual({ type: 'place', pos: 4 }); // the Sword: 3 steel
    s = act(s, 0, { type: 'place', pos: 4 }).state;
    expect(s.choice?.who).toBe(0);
    expect(heuristicBot(viewFor(s, 0), 7).action).toEqual({ type: 'convert', item: 0 });
  });
});
