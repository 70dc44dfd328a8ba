/**
 * Delayed seat and caster views are counted per address: a key that opens nothing still opens a delayed
 * room until the table refuses it, so one address sending random keys must not make rooms without end.
 */
import { matchMaker } from '@colyseus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSeatKey } from '../seats/seatKeys.js';
import { KEYED_VIEWS_REFUSAL } from '../delayed/delayedRouting.js';
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
    expect(tries.slice(3)).toEqual(Array(2).fill(KEYED_VIEWS_REFUSAL));
    // The public delayed view is not a seat view: still open.
    const pub = await own.client().joinById(table.roomId, { spectator: true, delayed: true });
    new Inbox(pub);
    for (const r of [pub, table]) await r.leave();
  });

  it('limits the caster views one address asks for the same way (each wrong caster key, a room before the refusal)', async () => {
    const fresh = await bootServer({ seatViewLimit: { burst: 2, perSecond: 0.001 } }); // its own budget per address
    try {
      const caster = await fresh
        .client()
        .create('table', { table: { seats: 2, broadcastDelaySeconds: 60, casterView: true, casterName: 'Cass' }, spectator: true });
      new Inbox(caster);
      const tries: string[] = [];
      for (let i = 0; i < 4; i++)
        tries.push(
          (
            await refused(() =>
              fresh.client().joinById(caster.roomId, { spectator: true, delayed: true, caster: true, casterKey: newSeatKey() }),
            )
          ).message,
        );
      expect(tries).toEqual([
        ...Array(2).fill("This key does not open this table's caster view: copy the caster overlay link again from the table's creator"),
        ...Array(2).fill(KEYED_VIEWS_REFUSAL),
      ]);
      expect(await matchMaker.query({ name: 'delayed', tableId: caster.roomId })).toEqual([]);
      await caster.leave();
    } finally {
      await fresh.close();
    }
  });
});
