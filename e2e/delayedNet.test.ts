/**
 * client/net's delayed connections (issue 12) against a real server, observed through the store:
 * `watchDelayed` sends `joinById(id, { spectator: true, delayed: true, caster?, seatKey? })` for the
 * public, caster and seat views: the welcome's view and delay are the store's `watch`, in a delayed room.
 * A refusal (a table without a delay) is the store's lastError and nothing falls back to a live spectator.
 */
import { describe, expect, it } from 'vitest';
import { waitFor } from '../server/tests/helpers.js';
import { useNetServer } from './helpers/netServer.js';
import { useGameStore } from '../client/state/gameStore.js';
import { currentRoom, leave, TableJoinError, watchDelayed } from '../client/net/index.js';

const e2e = useNetServer({ emptyTableSeconds: 5 });

const store = () => useGameStore.getState();

describe('client/net delayed connections', () => {
  it('joins delayed with the view asked for, never live', async () => {
    const host = await e2e.server.client().create('table', {
      table: { seats: 2, botDelayMs: 50, broadcastDelaySeconds: 60, casterView: true, casterName: 'Cass' },
      spectator: true,
    });
    const welcome = new Promise<{ casterKey?: string }>((resolve) => host.onMessage('welcome', resolve));
    host.onMessage('*', () => {});
    host.send('hello', {});
    const casterKey = (await welcome).casterKey!;
    host.send('start', { fillBots: true });
    for (const view of [{ kind: 'public' }, { kind: 'caster', casterKey }] as const) {
      await watchDelayed(host.roomId, view);
      await waitFor('the delayed welcome', () => store().watch !== null);
      expect(store()).toMatchObject({ role: 'spectator', watch: { view: view.kind, delaySeconds: 60 } });
      expect(currentRoom()?.name).toBe('delayed');
      await leave();
    }
    // A table without a delay has no delayed broadcast: a clear refusal in the store, no room, no live fallback.
    const live = await e2e.server.client().create('table', { table: { seats: 2 }, spectator: true });
    live.onMessage('*', () => {});
    await expect(watchDelayed(live.roomId, { kind: 'public' })).rejects.toBeInstanceOf(TableJoinError);
    expect(store().lastError?.message).toMatch(/no delayed broadcast/);
    expect(store()).toMatchObject({ connection: 'closed', view: null, watch: null });
    expect(currentRoom()).toBeNull();
    await live.leave();
    // The start let the watching host go (the table is watched only behind its delay): nothing to leave.
    expect(host.connection.isOpen).toBe(false);
  });
});
