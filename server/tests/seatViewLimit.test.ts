/**
 * Delayed seat views are counted per address: a key of no seat still opens a delayed room until the
 * table refuses it, so one address sending random keys must not make rooms without end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSeatKey } from '../seats/seatKeys.js';
import { bootServer, Inbox, refused, type TestServer } from './helpers.js';

let own: TestServer;
beforeAll(async () => {
  own = await bootServer({ seatViewLimit: { burst: 3, perSecond: 0.001 } });
});
afterAll(async () => {
  await own.close();
});

describe('seat views per address', () => {
  it('limits the seat views one address asks for: each unknown key would open a delayed room before the table refuses it', async () => {
    const table = await own.client().create('table', { table: { seats: 2, broadcastDelaySeconds: 60 }, name: 'Streamer' });
    new Inbox(table);
    const tries: string[] = [];
    for (let i = 0; i < 5; i++)
      tries.push(
        (await refused(() => own.client().joinById(table.roomId, { spectator: true, delayed: true, seatViewKey: newSeatKey() }))).message,
      );
    expect(tries.slice(0, 3)).toEqual(Array(3).fill('This key opens no seat of this table: copy the overlay link again from the table'));
    expect(tries.slice(3)).toEqual(Array(2).fill('Too many seat views asked from your address: wait a few seconds and try again'));
    // The public delayed view is not a seat view: still open.
    const pub = await own.client().joinById(table.roomId, { spectator: true, delayed: true });
    new Inbox(pub);
    for (const r of [pub, table]) await r.leave();
  });
});
