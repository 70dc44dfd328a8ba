/**
 * Bot levels on seats (issue 42), over real websockets: `addBots` with a level puts it on the seat, in
 * the synced state and in the lobby row; a table's takeover level (`botLevel` create option) is synced,
 * listed and is the level of bots added without one; an unknown level is refused with a clear message
 * and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stateToSeats, stateToTable } from '../../shared/protocol/stateToView.js';
import { bootServer, Inbox, json, refused, tables, waitFor, type TestServer } from './helpers.js';

let server: TestServer;

beforeAll(async () => {
  server = await bootServer();
});
afterAll(async () => {
  await server.close();
});

describe('bot levels on seats', () => {
  it('puts the level on the seat, the synced state and the lobby row; the table level is the default', async () => {
    const host = await server.client().create('table', { table: { seats: 4, tableName: 'Levels', botLevel: 'normal' }, name: 'Ann' });
    const inbox = new Inbox(host);
    await waitFor('options synced', () => json(host).options?.botLevel === 'normal');
    expect(stateToTable(json(host), true).botLevel).toBe('normal');
    host.send('addBots', { count: 1, level: 'hard' });
    await waitFor('a hard bot', () => json(host).seats[1]?.kind === 'bot');
    expect(json(host).seats[1].botLevel).toBe('hard');
    // Without a level: the table's.
    host.send('addBots', { count: 1 });
    await waitFor('a second bot', () => json(host).seats[2]?.kind === 'bot');
    const seats = stateToSeats(json(host));
    expect(seats.map((s) => s.botLevel)).toEqual([null, 'hard', 'normal', null]);
    // Refused: an unknown level; nothing changes.
    host.send('addBots', { count: 1, level: 'grandmaster' });
    expect(await inbox.next<{ code: string; message: string }>('error')).toMatchObject({
      code: 'invalid_message',
      message: 'level must be one of easy, normal, hard',
    });
    expect(json(host).seats[3].kind).toBe('empty');
    const row = await waitFor('listed with levels', async () => {
      const r = (await tables(server.http)).find((t) => t.id === host.roomId);
      return r && (r.players as unknown[]).length === 3 ? r : null;
    });
    expect(row.botLevel).toBe('normal');
    expect(row.players).toEqual([
      { name: 'Ann', color: expect.any(String), kind: 'human' },
      { name: expect.any(String), color: expect.any(String), kind: 'bot', botLevel: 'hard' },
      { name: expect.any(String), color: expect.any(String), kind: 'bot', botLevel: 'normal' },
    ]);
    expect(json(host).seats[3].kind).toBe('empty');
    await host.leave();
  });

  it('refuses a table whose takeover level is unknown', async () => {
    const e = await refused(() => server.client().create('table', { table: { seats: 2, botLevel: 'expert' }, name: 'Ann' }));
    expect(e.message).toContain('botLevel must be one of easy, normal, hard');
  });
});
