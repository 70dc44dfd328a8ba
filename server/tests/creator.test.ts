/**
 * The creator race: between the create call and its creator's websocket, another client joins first.
 * It must not become host, take the creator's seat, or watch a table that refuses spectators: until
 * the creator joined it is refused with a clear error, and the table is not listed.
 */
import { Client } from 'colyseus.js';
import { describe, expect, it } from 'vitest';
import { reportPace, serverWithPace } from './botPace.js';
import { Inbox, json, refused, serverRoom, tables, waitFor } from './helpers.js';

const env = serverWithPace();

/** The create call alone (as a client does before its websocket), answered with the seat reservation. */
async function createCall(options: object): Promise<Parameters<Client['consumeSeatReservation']>[0]> {
  const res = await fetch(`${env.server.http}/matchmake/create/table`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(options),
  });
  return (await res.json()) as Parameters<Client['consumeSeatReservation']>[0];
}

describe('the creator race', () => {
  it('the creator is host and keeps their seat, whoever joins first', async () => {
    const reservation = await createCall({ table: { seats: 2, spectatorsAllowed: false }, name: 'Creator', seat: 0 });
    const id = reservation.room.roomId;
    expect(JSON.stringify(reservation)).not.toContain('__creatorToken');
    expect((await tables(env.server.http)).some((t) => t.id === id)).toBe(false);

    const idle = await env.pace.measure(1500);
    const { pace: attacked, result: refusals } = await env.pace.during(async () => {
      const errors: string[] = [];
      for (let i = 0; i < 10; i++) {
        for (const options of [{ name: 'Racer', seat: 0 }, { spectator: true }, { name: 'Forger', __creatorToken: 'x'.repeat(22) }]) {
          errors.push((await refused(() => env.server.client().joinById(id, options))).message);
        }
      }
      return errors;
    });
    reportPace('creator race (30 early joins)', idle, attacked);
    expect(attacked).toBeGreaterThan(idle / 4);
    expect(refusals).toHaveLength(30);
    for (const m of refusals) expect(m).toMatch(/still opening: its creator has not joined yet/);
    expect(serverRoom(id).clients.length).toBe(0);

    // The creator arrives: host, in the seat they asked for; the table is listed now.
    const creator = await env.server.client().consumeSeatReservation(reservation);
    const inbox = new Inbox(creator);
    expect(await inbox.next('welcome')).toMatchObject({ role: 'player', seat: 0, host: true });
    await waitFor('the listing', async () => (await tables(env.server.http)).some((t) => t.id === id));

    // Later joiners are guests, and the table still refuses spectators.
    const racer = await env.server.client().joinById(id, { name: 'Racer' });
    const racerInbox = new Inbox(racer);
    expect(await racerInbox.next('welcome')).toMatchObject({ role: 'player', seat: 1, host: false });
    expect((await refused(() => env.server.client().joinById(id, { spectator: true }))).message).toMatch('does not allow spectators');
    await waitFor('both seats', () => json(creator).seats?.[1]?.name === 'Racer');
    expect(json(creator).hostSeat).toBe(0);
    for (const r of [creator, racer]) await r.leave();
  });
});
