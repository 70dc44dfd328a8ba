/**
 * client/net's delayed connections (issue 12) against a real server, observed through the store:
 * `watchDelayed` sends `joinById(id, { spectator: true, delayed: true, caster?, seatKey? })` for the
 * public, caster and seat views. While the server refuses delayed joins ("not served yet", before the
 * `delay` branch), the refusal is the store's lastError and nothing falls back to a live spectator;
 * once it serves them, the welcome's view and delay are the store's `watch`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootServer, waitFor, type TestServer } from '../server/tests/helpers.js';
import { useGameStore } from '../client/state/gameStore.js';
import { configureNet, currentRoom, leave, TableJoinError, watchDelayed } from '../client/net/index.js';

let server: TestServer;
beforeAll(async () => {
  server = await bootServer({ rateLimit: { burst: 1000, perSecond: 1000 }, emptyTableSeconds: 5 });
  configureNet({ http: server.http });
});
afterAll(async () => {
  await leave();
  await server.close();
});

const store = () => useGameStore.getState();

describe('client/net delayed connections', () => {
  it('joins delayed with the view asked for, never live', async () => {
    const host = await server
      .client()
      .create('table', { table: { seats: 2, botDelayMs: 50, broadcastDelaySeconds: 60, casterView: true }, spectator: true });
    host.onMessage('*', () => {});
    host.send('start', { fillBots: true });
    for (const view of [{ kind: 'public' }, { kind: 'caster' }] as const) {
      let refused: unknown = null;
      try {
        await watchDelayed(host.roomId, view);
      } catch (e) {
        refused = e;
      }
      if (refused) {
        // Today's server: a clear refusal in the store, no room, no live fallback.
        expect(refused).toBeInstanceOf(TableJoinError);
        expect(store().lastError?.message).toMatch(/not served yet/);
        expect(store()).toMatchObject({ connection: 'closed', view: null, watch: null });
        expect(currentRoom()).toBeNull();
      } else {
        await waitFor('the delayed welcome', () => store().watch !== null);
        expect(store()).toMatchObject({ role: 'spectator', watch: { view: view.kind, delaySeconds: 60 } });
        expect(currentRoom()?.name).not.toBe('audience');
        await leave();
      }
    }
    await host.leave();
  });
});
