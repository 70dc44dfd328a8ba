import { describe, expect, it } from 'vitest';
import { parseArgs } from './simulateCli.js';

describe('simulate CLI arguments', () => {
  it('reads every option', () => {
    expect(parseArgs(['--games', '50', '--players', '3', '--seed', '9', '--bots', 'mix', '--round-limit', '12', '--json'])).toEqual({
      game: 'emberforge',
      automa: undefined,
      mountain: undefined,
      games: 50,
      players: 3,
      seed: 9,
      bots: 'mix',
      roundLimit: 12,
      json: true,
    });
  });

  it("reads DWARF's: its seats 1-5 (2 by default), the automa's level and the Mountain's order, whatever the flags' order", () => {
    expect(parseArgs(['--players', '1', '--game', 'dwarf', '--automa', 'andvettr', '--mountain', 'lanterns'])).toMatchObject({
      game: 'dwarf',
      players: 1,
      automa: 'andvettr',
      mountain: 'lanterns',
    });
    expect(parseArgs(['--game', 'dwarf']).players).toBe(2);
    expect(() => parseArgs(['--game', 'dwarf', '--players', '6'])).toThrow(/--players must be between 1 and 5/);
    expect(() => parseArgs(['--automa', 'andvettr'])).toThrow(/DWARF options/);
    expect(() => parseArgs(['--game', 'dwarf', '--round-limit', '5'])).toThrow(/Emberforge option/);
    expect(() => parseArgs(['--game', 'chess'])).toThrow(/--game must be emberforge or dwarf/);
  });

  it('explains what is wrong with a bad argument', () => {
    expect(() => parseArgs(['--players', '5'])).toThrow(/--players must be between 2 and 4/);
    expect(() => parseArgs(['--games', 'ten'])).toThrow(/--games needs a whole number/);
    expect(() => parseArgs(['--bots', 'smart'])).toThrow(/--bots must be heuristic, random or mix/);
    expect(() => parseArgs(['--seed'])).toThrow(/--seed needs a whole number, got nothing/);
    expect(() => parseArgs(['--fast'])).toThrow(/unknown argument: --fast/);
  });
});
