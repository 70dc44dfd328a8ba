/**
 * The kit catches what it is there to catch: a toy game (two seats take turns adding 1 or 2 to a count;
 * whoever reaches 10 wins) conforms, and each of its broken variants fails the one check that covers it.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { GameModule } from '../gameModule.js';
import { botsFinish, determinism, legalActionsComplete, malformedRefused, viewsFollowEvents } from './checks.js';
import { playThrough } from './playThrough.js';
import type { ConformanceSubject } from './subject.js';

interface Config {
  players: { name: string; color: string }[];
  seed: number;
}
interface State {
  count: number;
  turn: number;
  version: number;
  noise: number;
}
type Action = { type: 'add'; n: 1 | 2 };
type Event = { type: 'added'; n: number };
type View = { count: number; turn: number };

const toy: GameModule<Config, State, Action, Event, View, object> = {
  id: 'toy',
  name: 'Count to ten',
  minSeats: 2,
  maxSeats: 2,
  optionsSchema: z.object({}),
  actionSchema: z.object({ type: z.literal('add'), n: z.union([z.literal(1), z.literal(2)]) }).strict(),
  configFor: (players, seed) => ({ players: [...players], seed: Number(seed) }),
  configError: () => null,
  create: (c) => ({ count: 0, turn: 0, version: 0, noise: c.seed % 7 }),
  apply: (s, seat, a) =>
    seat !== s.turn || s.count >= 10
      ? { ok: false, error: { code: 'not_your_turn', message: 'Not your turn' } }
      : a.n !== 1 && a.n !== 2
        ? { ok: false, error: { code: 'bad_action', message: 'Add 1 or 2' } }
        : {
            ok: true,
            state: { ...s, count: s.count + a.n, turn: 1 - s.turn, version: s.version + 1 },
            events: [{ type: 'added', n: a.n }],
          },
  legalActions: (s, seat) =>
    seat === s.turn && s.count < 10
      ? [
          { type: 'add', n: 1 },
          { type: 'add', n: 2 },
        ]
      : [],
  activeSeats: (s) => (s.count >= 10 ? [] : [s.turn]),
  version: (s) => s.version,
  outcome: (s) => (s.count >= 10 ? { kind: 'winners', seats: [1 - s.turn], reason: 'ten' } : null),
  viewFor: (s) => ({ count: s.count, turn: s.turn }),
  redactEvents: (e) => [...e],
  viewAfterEvents: (v, a) => ({ count: v.count + a.events.reduce((t, e) => t + e.n, 0), turn: 1 - v.turn }),
  replay(c, log) {
    let s = this.create(c);
    for (const m of log) {
      const r = this.apply(s, m.seat, m.action);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    return s;
  },
  canonical: (s) => JSON.stringify(s),
  botMove(s, seat, rng) {
    const action: Action = { type: 'add', n: rng % 2 === 0 ? 1 : 2 };
    const r = this.apply(s, seat, action);
    return r.ok ? { action, state: r.state, events: r.events, rng: (rng * 1103515245 + 12345) >>> 0 } : null;
  },
  botSeeds: (seed, n) => Array.from({ length: n }, (_, i) => seed + i + 1),
};

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
  });
});
