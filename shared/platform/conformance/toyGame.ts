/**
 * A toy game for the kit's own tests (checks.test.ts, leakAudit.test.ts): two seats take turns adding 1
 * or 2 to a count; whoever reaches 10 wins. One hidden card (the noise) only the seat of its parity knows.
 */
import { z } from 'zod';
import type { GameModule } from '../gameModule.js';

export interface Config {
  players: { name: string; color: string }[];
  seed: number;
}
export interface State {
  count: number;
  turn: number;
  version: number;
  noise: number;
}
export type Action = { type: 'add'; n: 1 | 2 };
export type Event = { type: 'added'; n: number };
export type View = { count: number; turn: number; version: number };

export const toy: GameModule<Config, State, Action, Event, View, object> = {
  id: 'toy',
  name: 'Count to ten',
  configSchema: z.object({ players: z.array(z.object({ name: z.string(), color: z.string() })), seed: z.number() }),
  minSeats: 2,
  maxSeats: 2,
  optionsSchema: z.object({}),
  actionSchema: z.object({ type: z.literal('add'), n: z.union([z.literal(1), z.literal(2)]) }).strict(),
  configFor: (players, seed) => ({ players: [...players], seed: Number(seed) }),
  configError: () => null,
  check: (s, seat, a) =>
    'count' in s && (seat !== s.turn || s.count >= 10)
      ? { code: 'not_your_turn', message: 'Not your turn' }
      : a.n !== 1 && a.n !== 2
        ? { code: 'bad_action', message: 'Add 1 or 2' }
        : null,
  publicFocus: (_table, t) =>
    typeof t === 'object' && t !== null && (t as { kind?: unknown }).kind === 'count' ? { kind: 'count' } : null,
  turnKey: (s) => (s.count >= 10 ? null : `${s.version}`),
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
  round: (s) => Math.floor(s.version / 2) + 1,
  version: (s) => s.version,
  outcome: (s) => (s.count >= 10 ? { kind: 'winners', seats: [1 - s.turn], reason: 'ten' } : null),
  viewFor: (s) => ({ count: s.count, turn: s.turn, version: s.version }),
  redactEvents: (e) => [...e],
  encodeEvents: (version, seat, events) => [version, seat, events.map((e) => [0, e.n])],
  decodeEvents(wire) {
    if (!Array.isArray(wire) || typeof wire[0] !== 'number' || typeof wire[1] !== 'number' || !Array.isArray(wire[2])) return null;
    const events = (wire[2] as unknown[]).flatMap((e) =>
      Array.isArray(e) && typeof e[1] === 'number' ? [{ type: 'added' as const, n: e[1] }] : [],
    );
    return { version: wire[0], seat: wire[1], events };
  },
  viewAfterEvents: (v, a) => ({ count: v.count + a.events.reduce((t, e) => t + e.n, 0), turn: 1 - v.turn, version: a.version }),
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
  viewVersion: (v) => v.version,
  botOnView: (v, seat, rng) =>
    v.turn === seat && v.count < 10 ? { action: { type: 'add', n: rng % 2 === 0 ? 1 : 2 }, rng: rng + 1 } : null,
  // A hidden card (the noise): only the seat of its parity knows it.
  secrets: (s, viewer) => (viewer === s.noise % 2 ? [] : [`Z${s.noise}`]),
  secretToken: /Z\d+/,
  ownCopy: (s) => ({ ...s }),
  applyInPlace(owned, seat, a) {
    const r = this.apply(owned, seat, a);
    if (!r.ok) throw new Error(r.error.message);
    Object.assign(owned, r.state);
  },
};
