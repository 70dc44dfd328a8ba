/** The leak audit catches what it is there to catch, on the toy game's hidden card (toyGame.ts). */
import { describe, expect, it } from 'vitest';
import { auditReceived, keysNamingTheSeed, seatSecretsSeen, secretsFor, type Received } from './leakAudit.js';
import { traceGame } from './traceGame.js';
import { toy, type State } from './toyGame.js';

// Seed 3: the hidden card is Z3, which seat 1 knows (3 is odd) and seat 0 and spectators do not.
const config = toy.configFor(
  [
    { name: 'A', color: 'red' },
    { name: 'B', color: 'blue' },
  ],
  3,
  {},
);
const log = [
  { seat: 0, action: { type: 'add', n: 1 } },
  { seat: 1, action: { type: 'add', n: 2 } },
] as const;
const { states, actions } = traceGame(toy, config, log) as { states: State[]; actions: ReturnType<typeof traceGame>['actions'] };
const state = (version: number, text: string): Received => ({ kind: 'state', version, type: 'patch', text });
const events = (version: number, text: string, list: unknown[] = []): Received => ({
  kind: 'message',
  version,
  type: 'events',
  text,
  events: list,
});

describe('the leak audit', () => {
  it('rebuilds every version and the events of each action', () => {
    expect(states.map((s) => toy.version(s))).toEqual([0, 1, 2]);
    expect(actions.map((a) => [a.version, a.seat])).toEqual([
      [1, 0],
      [2, 1],
    ]);
  });

  it('a caster may know what any seat knows, nothing that no seat knows', () => {
    expect([...secretsFor(toy, states[1], 'spectator', 2)]).toEqual(['Z3']);
    expect([...secretsFor(toy, states[1], 1, 2)]).toEqual([]);
    expect([...secretsFor(toy, states[1], 'caster', 2)]).toEqual([]);
  });

  it('finds a hidden token in a state only for the viewers it is hidden from', () => {
    const got = [state(1, '{"count":1,"noise":"Z3"}'), state(2, '{"count":3}')];
    expect(auditReceived(toy, states, 2, 'spectator', 'spectator', got).leaks).toEqual(['spectator patch v1: Z3']);
    expect(auditReceived(toy, states, 2, 'seat 0', 0, got).leaks).toEqual(['seat 0 patch v1: Z3']);
    expect(auditReceived(toy, states, 2, 'seat 1', 1, got)).toEqual({ checked: 1, byGameRule: 0, leaks: [] });
    expect(auditReceived(toy, states, 2, 'caster', 'caster', got).leaks).toEqual([]);
  });

  it("finds it in an action's events hidden before and after it, unless the game's own rule says otherwise", () => {
    const got = [events(2, '{"events":[{"type":"added","card":"Z3"}]}', [{ type: 'added' }])];
    expect(auditReceived(toy, states, 2, 'spectator', 'spectator', got).leaks).toEqual(['spectator events v2: Z3']);
    const lenient = auditReceived(toy, states, 2, 'spectator', 'spectator', got, () => []);
    expect(lenient).toEqual({ checked: 1, byGameRule: 1, leaks: [] });
    const strict = auditReceived(toy, states, 2, 'spectator', 'spectator', got, () => ['drawn']);
    expect(strict.leaks).toEqual(['spectator events v2: drawn']);
  });

  it("sees a seat's own secrets in a stream (an audit with none of them would check nothing)", () => {
    expect([...seatSecretsSeen(toy, states, 1, [state(1, 'Z3')])]).toEqual(['Z3']);
    expect([...seatSecretsSeen(toy, states, 0, [state(1, 'Z3')])]).toEqual([]);
    expect([...seatSecretsSeen(toy, states, 1, [state(1, 'Z4')])]).toEqual([]);
  });

  it('names every key of a seed or a random state, at any depth, and no value', () => {
    expect(keysNamingTheSeed({ a: [{ seed: 1 }], b: { rngState: 2, epoch: 'seedy-rng' } })).toEqual(['$.a[0].seed', '$.b.rngState']);
  });
});
