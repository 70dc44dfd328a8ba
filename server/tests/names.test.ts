/**
 * Names: a name of 24 combining marks, a letter under 200 marks, or a bot's name (in any spelling)
 * is refused with a clear error and changes nothing; accepted names arrive normalised; bots never
 * take a human's name. The other table keeps its env.pace.
 */
import { describe, expect, it } from 'vitest';
import { reportPace, serverWithPace } from './botPace.js';
import { Inbox, json, refused, waitFor } from './helpers.js';

const env = serverWithPace();

async function refusal(id: string, name: string): Promise<string> {
  return (await refused(() => env.server.client().joinById(id, { name }))).message;
}

describe('player names', () => {
  it('refuses marks-only, stacked and taken names; bots never take a human name', async () => {
    expect((await refused(() => env.server.client().create('table', { table: { seats: 4 }, name: '\u0301'.repeat(24) }))).message).toMatch(
      'letter or digit',
    );
    const host = await env.server.client().create('table', { table: { seats: 4 }, name: 'Eitri' }); // a bot's name, before any bot
    new Inbox(host);
    host.send('addBots', { count: 1 });
    await waitFor('the bot', () => json(host).seats?.[1]?.kind === 'bot');
    expect(json(host).seats[1].name).toBe('Brokk');
    const before = JSON.stringify(json(host).seats);

    const idle = await env.pace.measure(1500);
    const bad: [string, RegExp][] = [
      ['\u0301'.repeat(24), /letter or digit/],
      ['a' + '\u0301'.repeat(200), /too long|too many accents/],
      ['x'.repeat(25), /too long/],
      ['Brokk', /taken at this table/],
      ['bRöKK', /taken at this table/],
      ['Ｂｒｏｋｋ', /taken at this table/],
      ['eitri', /taken at this table/],
      ['\u200b\u202e', /Choose a name/],
    ];
    const { pace: attacked, result } = await env.pace.during(async () => {
      const out: string[] = [];
      for (let i = 0; i < 5; i++) for (const [name] of bad) out.push(await refusal(host.roomId, name));
      return out;
    });
    reportPace('40 joins with bad or taken names', idle, attacked);
    expect(attacked).toBeGreaterThan(idle / 4);
    result.forEach((m, i) => expect(m).toMatch(bad[i % bad.length]![1]));
    expect(JSON.stringify(json(host).seats)).toBe(before);

    // A decomposed, padded name arrives normalised; the next bot avoids every name in use.
    const guest = await env.server.client().joinById(host.roomId, { name: '  Jose\u0301\u200b  ' });
    new Inbox(guest);
    await waitFor('the guest', () => json(host).seats?.[2]?.name === 'José');
    host.send('addBots', { count: 1 });
    await waitFor('the second bot', () => json(host).seats?.[3]?.kind === 'bot');
    expect(json(host).seats[3].name).toBe('Dvalin');
    for (const r of [host, guest]) await r.leave();
  });

  it('a lone surrogate in a name or a table name is dropped: every client decodes the seats and the table as sent', async () => {
    const host = await env.server.client().create('table', { table: { seats: 3, tableName: 'T\ud800X' }, name: 'Ann' });
    new Inbox(host);
    const watcher = await env.server.client().joinById(host.roomId, { spectator: true });
    new Inbox(watcher);
    const guest = await env.server.client().joinById(host.roomId, { name: 'Bob\ud800' });
    new Inbox(guest);
    // Encoded as the start of a pair, the half would swallow a byte and shift every later field
    // (the seat decoded as seat 131 named 'Bob𐀀'); dropped, both clients read what the server holds.
    for (const room of [host, watcher])
      await waitFor('the guest, decoded whole', () => json(room).seats?.[1]?.name === 'Bob' && json(room).seats?.[1]?.seat === 1);
    for (const room of [host, watcher]) {
      expect(json(room).options.name).toBe('TX');
      expect(json(room).seats.map((s: { name: string }) => s.name)).toEqual(['Ann', 'Bob', '']);
    }
    for (const r of [host, watcher, guest]) await r.leave();
  });
});
