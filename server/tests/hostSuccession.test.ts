/**
 * Spectator made host: when the host leaves a lobby with no other connected human, a spectator used
 * to become host and could start the game. Now only a seated human hosts; the lobby waits for one.
 */
import { describe, expect, it } from 'vitest';
import { reportPace, serverWithPace } from './botPace.js';
import { Inbox, json, waitFor } from './helpers.js';

const env = serverWithPace();

describe('host succession', () => {
  it('never makes a spectator host; the next seated human hosts', async () => {
    const host = await env.server.client().create('table', { table: { seats: 2 }, name: 'Host' });
    new Inbox(host);
    const watcher = await env.server.client().joinById(host.roomId, { spectator: true });
    const inbox = new Inbox(watcher);
    await inbox.next('welcome', 5000, 0);
    await host.leave(true);
    await waitFor('the empty seat', () => json(watcher).seats?.[0]?.kind === 'empty');
    await waitFor('the spectator counted (shown at most every 2 s)', () => json(watcher).spectatorCount === 1, 5000);
    const before = JSON.stringify(json(watcher));

    const idle = await env.pace.measure(1500);
    const { pace: attacked, result: codes } = await env.pace.during(async () => {
      const codes: string[] = [];
      for (const [type, msg] of [
        ['start', { fillBots: true }],
        ['addBots', { count: 2 }],
        ['removeBot', { seat: 0 }],
      ] as const) {
        const from = inbox.all.length;
        watcher.send(type, msg);
        codes.push((await inbox.next<{ code: string }>('error', 5000, from)).code);
      }
      return codes;
    });
    reportPace('spectator tries to host', idle, attacked);
    expect(attacked).toBeGreaterThan(idle / 4);
    expect(codes).toEqual(['not_host', 'not_host', 'not_host']);
    expect(inbox.of<{ host: boolean }>('welcome').every((w) => !w.host)).toBe(true);
    expect(JSON.stringify(json(watcher))).toBe(before);
    expect(json(watcher).status).toBe('lobby');

    // A human takes a seat: they host and can start.
    const player = await env.server.client().joinById(host.roomId, { name: 'Player' });
    const pInbox = new Inbox(player);
    expect(await pInbox.next('welcome', 5000, 0)).toMatchObject({ role: 'player', host: true });
    player.send('start', { fillBots: true });
    await waitFor('the game', () => json(watcher).status === 'playing');
    for (const r of [watcher, player]) await r.leave();
  });

  it('hands hosting from a spectator creator to a seated human, never to another spectator', async () => {
    const creator = await env.server.client().create('table', { table: { seats: 2 }, spectator: true });
    const cInbox = new Inbox(creator);
    expect(await cInbox.next('welcome', 5000, 0)).toMatchObject({ role: 'spectator', host: true });
    const other = await env.server.client().joinById(creator.roomId, { spectator: true });
    const oInbox = new Inbox(other);
    const player = await env.server.client().joinById(creator.roomId, { name: 'Seated' });
    const pInbox = new Inbox(player);
    await pInbox.next('welcome', 5000, 0);
    await creator.leave(true);
    await pInbox.next('welcome', 5000, 1); // a second welcome: now host
    expect(pInbox.of<{ host: boolean }>('welcome').at(-1)!.host).toBe(true);
    expect(oInbox.of<{ host: boolean }>('welcome').every((w) => !w.host)).toBe(true);
    for (const r of [other, player]) await r.leave();
  });
});
