/**
 * The conformance kit's server-level checks as Vitest tests, for any game: `serverConformanceSuite(subject)`
 * in a game's test file (server/tests/conformance/<game>.test.ts) runs the leak check over every byte of
 * real server games (leakCheck.ts) and a restart mid-game recovering the same state (restartCheck.ts).
 * The engine-level checks are shared/platform/conformance/conformanceSuite.ts's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootServer, seedFromTableName, type TestServer } from '../helpers.js';
import { LEAK_SERVER, leakGame } from './leakCheck.js';
import { restartRecovers, type RestartGame } from './restartCheck.js';
import type { ServerSubject } from './serverSubject.js';

export interface ServerSuiteOptions {
  /** The restart check's game (default: the fewest seats, killed at version 12). */
  restart?: RestartGame;
}

export function serverConformanceSuite(subject: ServerSubject, opts: ServerSuiteOptions = {}): void {
  const id = subject.module.id;

  describe(`${id}: LEAK: no client ever receives a token hidden from it`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await bootServer({ ...LEAK_SERVER, tableSeed: seedFromTableName });
    });
    afterAll(async () => {
      await server.close();
    });
    for (const game of subject.leakGames) {
      const who =
        game.clientSeats === game.seats ? 'all clients' : `${game.clientSeats} clients and ${game.seats - game.clientSeats} server bots`;
      it(`${game.seats} seats, ${who}`, async () => {
        const r = await leakGame(server, subject, game);
        expect(r.checked).toBeGreaterThan(100);
      });
    }
  });

  describe(`${id}: a restart mid-game recovers the same state`, () => {
    it('the restored game is canonically the one the dead server held; a seat back by its key and a spectator see it', async () => {
      const game = opts.restart ?? { seats: subject.module.minSeats, seed: 21, killAt: 12 };
      const r = await restartRecovers(subject, game);
      expect(r.version).toBe(game.killAt);
    });
  });
}
