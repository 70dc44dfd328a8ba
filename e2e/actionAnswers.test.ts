/**
 * Each action the client sends resolves with the server's own answer (`accepted` with the new
 * version, or the `error` that refused it), in order, over a real server; a dropped link answers
 * what still waits as `disconnected`.
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../shared/games/emberforge/index.js';
import { waitFor } from '../server/tests/helpers.js';
import { useNetServer } from './helpers/netServer.js';
import { useGameStore } from '../client/games/emberforge/state/gameStore.js';
import { addBots, createTable, currentRoom, leave, start } from '../client/net/index.js';

useNetServer({ emptyTableSeconds: 1 });

const store = () => useGameStore.getState();

describe('the answer to a sent action', () => {
  it('is accepted or the refusal, paired in order, and `disconnected` when the link drops', async () => {
    await createTable({ seats: 2, botDelayMs: 5000, tableName: 'Answers' }, { name: 'Ann', color: 'yellow' });
    await waitFor('host', () => store().table?.isHost);
    addBots();
    await waitFor('a bot', () => store().seats[1]?.kind === 'bot');
    start();
    const view = await waitFor('my turn', () => (store().view?.activeSeat === 0 ? store().view : null));

    expect(await store().send({ type: 'closeZone' })).toMatchObject({ ok: false, code: 'wrong_phase' });
    // Two sends against the same version: the first is accepted, the second refused as stale.
    const [first, second] = await Promise.all([
      store().send({ type: 'placeEmber', zone: 'ignar' }),
      store().send({ type: 'placeEmber', zone: 'gildar' }),
    ]);
    expect(first).toEqual({ ok: true, version: view!.version + 1 });
    expect(second).toMatchObject({ ok: false, code: 'stale_version' });
    // The state arrives before the answer: the view already shows the accepted version.
    expect(store().view!.version).toBe(view!.version + 1);

    // A link that closes first: the action cannot be answered any more.
    currentRoom()!.connection.close();
    expect(await store().send(legalActions(store().view!, 0)[0]!)).toMatchObject({ ok: false, code: 'disconnected' });
    await waitFor('reconnected', () => store().connection === 'connected' && currentRoom() !== null, 10_000);
    // Leaving the table answers what is still waiting.
    const waiting = store().send(legalActions(store().view!, 0)[0]!);
    await leave();
    expect(await waiting).toMatchObject({ ok: false, code: 'disconnected' });
  });
});
