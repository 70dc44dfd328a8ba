/**
 * The conformance checks, each over sample games (playThrough.ts), each returning what it checked and
 * what it found wrong (empty: conforms). Pure: no test framework, so a benchmark or a script may run them.
 */
import type { GameViewer, LoggedMove } from '../gameModule.js';
import type { PlayedGame } from './playThrough.js';
import type { ConformanceSubject } from './subject.js';
import { stableJson } from './stableJson.js';

export interface CheckReport {
  checked: number;
  problems: string[];
}

const MAX_PROBLEMS = 5;

function report(): CheckReport & { fail(p: string): void } {
  const r = { checked: 0, problems: [] as string[], fail: (p: string) => void (r.problems.length < MAX_PROBLEMS && r.problems.push(p)) };
  return r;
}

/** The same seed and log replay to the same state, from the start and from any point (a restart mid-game). */
export function determinism(s: ConformanceSubject, games: readonly PlayedGame[]): CheckReport {
  const m = s.module;
  const r = report();
  for (const g of games) {
    r.checked++;
    if (m.canonical(m.create(g.config)) !== m.canonical(m.create(g.config))) r.fail(`${m.id}: create is not deterministic`);
    const log: LoggedMove<unknown>[] = g.steps.map((x) => ({ seat: x.seat, action: x.action }));
    const replayed = m.replay(g.config, log);
    if (m.canonical(replayed) !== m.canonical(g.final)) r.fail(`${m.id}: the log does not replay to the final state`);
    // A restart brings a table back from its config and the log written so far.
    for (const k of [0, Math.floor(log.length / 3), Math.floor((2 * log.length) / 3)]) {
      r.checked++;
      const back = m.replay(g.config, log.slice(0, k));
      const expected = k < g.steps.length ? g.steps[k]!.before : g.final;
      if (m.canonical(back) !== m.canonical(expected)) r.fail(`${m.id}: replaying ${k} actions does not give the state after ${k} actions`);
    }
  }
  return r;
}

/** Bots finish every sample game within the action budget; each action moves the version by one; apply never changes its input. */
export function botsFinish(s: ConformanceSubject, games: readonly PlayedGame[]): CheckReport {
  const m = s.module;
  const r = report();
  for (const g of games) {
    r.checked++;
    if (g.stuck) r.fail(`${m.id}: ${g.stuck}`);
    else if (!g.ended) r.fail(`${m.id}: a game did not end within ${s.maxActions} bot actions`);
    for (const x of g.steps) {
      if (m.version(x.after) !== m.version(x.before) + 1) r.fail(`${m.id}: version ${m.version(x.before)} → ${m.version(x.after)}`);
    }
    if (m.activeSeats(g.final).length !== 0) r.fail(`${m.id}: an ended game still waits for a seat`);
  }
  return r;
}

/** Each step `every` of the sample games (and the first and last). */
export function sampled<T>(items: readonly T[], every: number): T[] {
  return items.filter((_, i) => i % every === 0 || i === items.length - 1);
}

/** The public view moved on by each action's spectator-redacted events equals the public view of the next state. */
export function viewsFollowEvents(s: ConformanceSubject, games: readonly PlayedGame[], every = 1): CheckReport {
  const m = s.module;
  const r = report();
  for (const g of games) {
    const viewers: GameViewer[] = ['spectator'];
    for (const x of sampled(g.steps, every)) {
      for (const v of viewers) {
        r.checked++;
        const moved = m.viewAfterEvents(m.viewFor(x.before, v), {
          version: m.version(x.after),
          seat: x.seat,
          events: m.redactEvents(x.events, v),
        });
        if (stableJson(moved) !== stableJson(m.viewFor(x.after, v)))
          r.fail(`${m.id}: viewer ${v} at version ${m.version(x.after)}: viewAfterEvents differs from viewFor`);
      }
    }
  }
  return r;
}

/**
 * Every listed action is accepted (and the search's actions, where a game bounds them, are among them);
 * every accepted candidate reaches an outcome a listed one reaches; no other seat may act.
 */
export function legalActionsComplete(s: ConformanceSubject, games: readonly PlayedGame[], every: number): CheckReport {
  const m = s.module;
  const key = s.outcomeKey ?? ((st: unknown) => m.canonical(st));
  const r = report();
  for (const g of games) {
    const seats = (g.config as { players?: unknown[] }).players?.length ?? 0;
    for (const x of sampled(g.steps, every)) {
      const before = m.canonical(x.before);
      const listed = new Set<string>();
      const legal = new Set<string>();
      for (const a of m.legalActions(x.before, x.seat)) {
        r.checked++;
        legal.add(JSON.stringify(a));
        const res = m.apply(x.before, x.seat, a);
        if (!res.ok) r.fail(`${m.id}: listed action ${JSON.stringify(a)} refused: ${res.error.message}`);
        else listed.add(key(res.state));
        const viewCheck = m.check(m.viewFor(x.before, x.seat), x.seat, a);
        if (m.check(x.before, x.seat, a) !== null || viewCheck !== null)
          r.fail(`${m.id}: check refuses the listed action ${JSON.stringify(a)} (on the state or the seat's view)`);
      }
      if (listed.size === 0) r.fail(`${m.id}: the active seat ${x.seat} has no legal action at version ${m.version(x.before)}`);
      // The search's actions (searchActions, where a game bounds them) are some of the legal actions just
      // checked, and there are some.
      const searched = m.searchActions?.(x.before, x.seat) ?? [];
      if (m.searchActions && searched.length === 0) r.fail(`${m.id}: searchActions lists nothing at version ${m.version(x.before)}`);
      for (const a of searched) {
        r.checked++;
        if (!legal.has(JSON.stringify(a))) r.fail(`${m.id}: searchActions lists ${JSON.stringify(a)}, which legalActions does not`);
      }
      for (const a of s.candidates?.(x.before, x.seat) ?? []) {
        const res = m.apply(x.before, x.seat, a);
        if ((m.check(x.before, x.seat, a) === null) !== res.ok) r.fail(`${m.id}: check and apply disagree on ${JSON.stringify(a)}`);
        if (!res.ok) continue;
        r.checked++;
        if (!listed.has(key(res.state))) r.fail(`${m.id}: accepted ${JSON.stringify(a)} reaches an outcome no listed action reaches`);
      }
      // Out of turn: another seat may do none of it, and nothing changes.
      for (let other = 0; other < seats; other++) {
        if (m.activeSeats(x.before).includes(other)) continue;
        r.checked++;
        if (m.legalActions(x.before, other).length !== 0) r.fail(`${m.id}: seat ${other} has legal actions out of turn`);
        if (m.apply(x.before, other, x.action).ok) r.fail(`${m.id}: seat ${other} played seat ${x.seat}'s action out of turn`);
        if (m.check(x.before, other, x.action) === null) r.fail(`${m.id}: check lets seat ${other} play out of turn`);
      }
      if (m.canonical(x.before) !== before) r.fail(`${m.id}: apply or legalActions changed the state it was given`);
    }
  }
  return r;
}

/**
 * A game with in-place playouts (ownCopy, applyInPlace): a copy of each sample game's start, moved on in
 * place by its actions, equals the state `apply` gives after every one, and the states it was copied
 * from are left as they were. A game without them has nothing to check.
 */
export function playoutsInPlace(s: ConformanceSubject, games: readonly PlayedGame[]): CheckReport {
  const m = s.module;
  const r = report();
  if (!m.ownCopy || !m.applyInPlace) return r;
  for (const g of games) {
    const first = g.steps[0];
    if (!first) continue;
    const before = m.canonical(first.before);
    const owned = m.ownCopy(first.before);
    for (const x of g.steps) {
      r.checked++;
      try {
        m.applyInPlace(owned, x.seat, x.action);
      } catch (e) {
        r.fail(`${m.id}: applyInPlace refused ${JSON.stringify(x.action)} at version ${m.version(x.before)}: ${(e as Error).message}`);
        break;
      }
      if (m.canonical(owned) !== m.canonical(x.after)) {
        r.fail(`${m.id}: in place, version ${m.version(x.after)} differs from apply's`);
        break;
      }
    }
    if (m.canonical(first.before) !== before) r.fail(`${m.id}: a playout changed the state it was copied from`);
  }
  return r;
}

/** What no client's message may be: junk the action schema refuses (the engine never sees it). */
export const GENERIC_MALFORMED: readonly unknown[] = [
  null,
  undefined,
  42,
  'placeEmber',
  [],
  {},
  { type: 'noSuchAction' },
  { type: 42 },
  { type: 'x'.repeat(10_000) },
  { type: ['placeEmber'] },
  JSON.parse('{"__proto__": {"polluted": true}, "type": "x"}'),
];

/** The action schema refuses malformed actions (with a message), and the schema's refusal leaves no trace. */
export function malformedRefused(s: ConformanceSubject): CheckReport {
  const m = s.module;
  const r = report();
  for (const junk of [...GENERIC_MALFORMED, ...(s.malformed ?? [])]) {
    r.checked++;
    const parsed = m.actionSchema.safeParse(junk);
    if (parsed.success) r.fail(`${m.id}: the action schema accepts ${JSON.stringify(junk)}`);
  }
  if (({} as Record<string, unknown>).polluted !== undefined) r.fail(`${m.id}: parsing polluted Object.prototype`);
  return r;
}
