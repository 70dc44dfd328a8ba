import { describe, expect, it } from 'vitest';
import { parseArgs } from './simulateCli.js';

describe('simulate CLI arguments', () => {
  it('reads every option', () => {
    expect(parseArgs(['--games', '50', '--players', '3', '--seed', '9', '--bots', 'mix', '--round-limit', '12', '--json'])).toEqual({
      games: 50,
      players: 3,
      seed: 9,
      bots: 'mix',
      roundLimit: 12,
      json: true,
    });
  });

  it('explains what is wrong with a bad argument', () => {
    expect(() => parseArgs(['--players', '5'])).toThrow(/--players must be between 2 and 4/);
    expect(() => parseArgs(['--games', 'ten'])).toThrow(/--games needs a whole number/);
    expect(() => parseArgs(['--bots', 'smart'])).toThrow(/--bots must be heuristic, random or mix/);
    expect(() => parseArgs(['--seed'])).toThrow(/--seed needs a whole number, got nothing/);
    expect(() => parseArgs(['--fast'])).toThrow(/unknown argument: --fast/);
  });
});
