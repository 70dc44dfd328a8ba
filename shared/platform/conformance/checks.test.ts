/**
 * The kit catches what it is there to catch: a toy game (two seats take turns adding 1 or 2 to a count;
 * whoever reaches 10 wins) conforms, and each of its broken variants fails the one check that covers it.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { GameModule } from '../gameModule.js';
import { botsFinish, determinism, legalActionsComplete, malformedRefused, playoutsInPlace, viewsFollowEvents } from './checks.js';
import { playThrough } from './playThrough.js';
import type { ConformanceSubject } from './subject.js';
import { toy, type Action, type Config, type Event, type State, type View } from './toyGame.js';

function subjectOf(module: GameModule<Config, State, Action, Event, View, object>): ConformanceSubject {
  const configs = [1, 2, 3].map((seed) =>
    module.configFor(
      [
        { name: 'A', color: 'red' },
        { name: 'B', color: 'blue' },
      ],
      seed,
      {},
    ),
  );
  return {
    module,
    configs,
    maxActions: 50,
    candidates: () => [
      { type: 'add', n: 1 },
      { type: 'add', n: 2 },
      { type: 'add', n: 3 },
    ],
  };
}

function run(module: typeof toy) {
  const s = subjectOf(module);
  const games = s.configs.map((c) => playThrough(s.module, c, s.maxActions));
  return {
    bots: botsFinish(s, games).problems,
    determinism: determinism(s, games).problems,
    views: viewsFollowEvents(s, games).problems,
    legal: legalActionsComplete(s, games, 1).problems,
    malformed: malformedRefused(s).problems,
    playouts: playoutsInPlace(s, games).problems,
  };
}

const failing = (r: ReturnType<typeof run>) =>
  Object.entries(r)
    .filter(([, p]) => p.length > 0)
    .map(([k]) => k);

describe('the conformance kit', () => {
  it('passes a game that conforms', () => {
    expect(failing(run(toy))).toEqual([]);
  });

  it('fails each broken variant on the check that covers it', () => {
    let t = 0;
    expect(failing(run({ ...toy, create: (c) => ({ count: 0, turn: 0, version: 0, noise: c.seed + ++t }) }))).toEqual(['determinism']);
    expect(failing(run({ ...toy, viewAfterEvents: (v) => ({ ...v, turn: 1 - v.turn }) }))).toEqual(['views']);
    expect(failing(run({ ...toy, legalActions: (s, seat) => toy.legalActions(s, seat).slice(0, 1) }))).toEqual(['legal']);
    expect(failing(run({ ...toy, actionSchema: z.any() }))).toEqual(['malformed']);
    const anyoneMoves: typeof toy = {
      ...toy,
      apply: (s, _seat, a) => toy.apply(s, s.turn, a),
    };
    expect(failing(run(anyoneMoves))).toEqual(['legal']);
    expect(failing(run({ ...toy, activeSeats: (s) => [s.turn], outcome: () => null }))).toContain('bots');
    expect(failing(run({ ...toy, applyInPlace: (o, _seat, a) => void (o.count += a.n) }))).toEqual(['playouts']);
    expect(failing(run({ ...toy, ownCopy: (s) => s }))).toEqual(['playouts']);
    // The search's actions must be some of the legal ones, and never none.
    expect(failing(run({ ...toy, searchActions: (s, seat) => toy.legalActions(s, seat).slice(1) }))).toEqual([]);
    expect(failing(run({ ...toy, searchActions: () => [{ type: 'add', n: 3 } as unknown as Action] }))).toEqual(['legal']);
    expect(failing(run({ ...toy, searchActions: () => [] }))).toEqual(['legal']);
  });
});
