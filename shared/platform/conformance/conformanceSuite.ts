/**
 * The conformance kit as Vitest tests: `conformanceSuite(subject)` in a game's test file runs every check
 * of checks.ts on its sample games. Every game module passes it (issue 39). What needs the real server
 * (the per-viewer leak check over every byte sent, a process killed and restarted mid-game) runs there,
 * through the same module: server/tests/leak.test.ts, restart.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { botsFinish, determinism, legalActionsComplete, malformedRefused, viewsFollowEvents } from './checks.js';
import { playThrough, type PlayedGame } from './playThrough.js';
import type { ConformanceSubject } from './subject.js';

export interface SuiteOptions {
  /** Check legal actions on every n-th step (the candidate generator may be costly). */
  legalEvery?: number;
  /** Check views on every n-th step. */
  viewsEvery?: number;
}

export function conformanceSuite(subject: ConformanceSubject, opts: SuiteOptions = {}): void {
  const id = subject.module.id;
  let games: PlayedGame[] | null = null;
  const played = () => (games ??= subject.configs.map((c) => playThrough(subject.module, c, subject.maxActions)));

  describe(`${id}: conformance`, () => {
    it('bots finish every sample game, one version per action, never changing what they are given', () => {
      const r = botsFinish(subject, played());
      expect(r.problems).toEqual([]);
      expect(r.checked).toBe(subject.configs.length);
    });
    it('is deterministic: a seed and a log replay to the same state, from the start and mid-game (a restart)', () => {
      const r = determinism(subject, played());
      expect(r.problems).toEqual([]);
      expect(r.checked).toBeGreaterThan(subject.configs.length);
    });
    it('the public view moved on by the redacted events equals the public view of the next state', () => {
      const r = viewsFollowEvents(subject, played(), opts.viewsEvery ?? 1);
      expect(r.problems).toEqual([]);
      expect(r.checked).toBeGreaterThan(0);
    });
    it('legal actions are all accepted and reach every outcome the engine accepts; nobody acts out of turn', () => {
      const r = legalActionsComplete(subject, played(), opts.legalEvery ?? 5);
      expect(r.problems).toEqual([]);
      expect(r.checked).toBeGreaterThan(0);
    });
    it('refuses malformed actions before the engine sees them', () => {
      const r = malformedRefused(subject);
      expect(r.problems).toEqual([]);
    });
  });
}
