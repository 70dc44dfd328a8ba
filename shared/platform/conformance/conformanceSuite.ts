/**
 * The conformance kit (issue 39): every game module passes it. A new game adds one test file per level.
 *
 * Engine level, pure (this folder): `conformanceSuite(subject)` in `shared/games/<game>/conformance.test.ts`,
 * with a ConformanceSubject (subject.ts: the module, sample configs, an action budget, optionally a wider
 * candidate generator and malformed actions), plays sample games with the module's bots (playThrough.ts)
 * and runs checks.ts on them:
 *  - botsFinish: bots finish every sample game within the action budget, one version per action, and
 *    `apply` never changes the state it is given;
 *  - determinism: a seed and a log replay to the same canonical state, from the start and mid-game;
 *  - viewsFollowEvents: `viewAfterEvents` of the public view and an action's redacted events equals
 *    `viewFor` of the next state, after each action;
 *  - legalActionsComplete: on sampled states every listed legal action is accepted, every candidate the
 *    engine accepts reaches an outcome a listed one reaches, and no seat acts out of turn (refused);
 *  - malformedRefused: the action schema refuses malformed actions before the engine sees them;
 *  - playoutsInPlace: for a game with in-place playouts (`ownCopy`, `applyInPlace`), a copy moved on in
 *    place equals `apply`'s state after every action, and the state it was copied from is untouched.
 * checks.test.ts shows each check failing on a broken variant of a toy game (toyGame.ts).
 *
 * Server level, real servers (server/tests/conformance/): `serverConformanceSuite(subject)` in
 * `server/tests/conformance/<game>.test.ts`, with a ServerSubject (serverSubject.ts: the module, how its
 * clients decode the game from what they receive, the leak games, the game's own events rule if any):
 *  - the leak check over every byte (leakCheck.ts; its pure audit is leakAudit.ts here, tested in
 *    leakAudit.test.ts): whole games with clients at every seat playing `botOnView` on their own view,
 *    table and audience-room spectators, late joiners, a dropped-and-back seat, delayed public, seat and
 *    caster streams; anything received naming a token of `module.secrets` for that viewer fails;
 *  - a restart mid-game (restartCheck.ts): the store a killed server leaves, a new server on it, the
 *    restored game's `module.canonical` equal to the one before the kill, its seat and spectator views too.
 * The platform's own process tests (server/tests/restart.test.ts: SIGKILL on SQLite and PostgreSQL, a
 * crash between a write and its send) run real processes through the same module and wire.
 *
 * What the checks ask of a module beyond play: `secrets` and `secretToken` (what each viewer must not
 * learn, and its text), `botOnView` and `viewVersion` (a seat client), `canonical` (equal states, equal texts).
 */
import { describe, expect, it } from 'vitest';
import { botsFinish, determinism, legalActionsComplete, malformedRefused, playoutsInPlace, viewsFollowEvents } from './checks.js';
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
    it('a playout in place moves a copy exactly as apply moves the state, and leaves the original alone', () => {
      const r = playoutsInPlace(subject, played());
      expect(r.problems).toEqual([]);
      if (subject.module.applyInPlace) expect(r.checked).toBeGreaterThan(0);
    });
    it('refuses malformed actions before the engine sees them', () => {
      const r = malformedRefused(subject);
      expect(r.problems).toEqual([]);
    });
  });
}
