/**
 * Tables: listing (public only, with metadata), private tables by id only, two tables at once,
 * join guards, spectators read-only, host-only controls, the flood limit, and the HTTP side
 * (static client with SPA fallback on the same port).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalActions, viewFor, type GameState } from '../../shared/games/emberforge/index.js';
import { stateToTable } from '../../shared/protocol/stateToView.js';
import { stateToView } from '../../shared/games/emberforge/wire/stateToView.js';
import { bootServer, Inbox, json, refused, serverRoom, tables, waitFor, type TestServer } from './helpers.js';
import type { EmberforgeRecord } from './support/emberforgeRecord.js';

let server: TestServer;
const staticDir = mkdtempSync(path.join(tmpdir(), 'ember-dist-'));
writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Emberforge</title>');
writeFileSync(path.join(staticDir, 'app.js'), 'console.log(1)');

beforeAll(async () => {
  server = await bootServer({ staticDir }); // default rate limit
});
afterAll(async () => {
  await server.close();
});

describe('listing', () => {
  it('lists public tables with their metadata and never private ones', async () => {
    const pub = await server.client().create('table', { table: { seats: 3, tableName: 'Open forge' }, name: 'Ann' });
    const priv = await server.client().create('table', { table: { seats: 2, tableName: 'Secret forge', private: true }, name: 'Eve' });
    new Inbox(pub);
    new Inbox(priv);
    pub.send('addBots', { count: 1 });
    const spec = await server.client().joinById(pub.roomId, { spectator: true });
    new Inbox(spec);
    let found: Record<string, unknown> | undefined;
    const end = Date.now() + 5000;
    while (Date.now() < end) {
      const list = await tables(server.http);
      found = list.find((t) => t.id === pub.roomId);
      if (found && found.bots === 1 && found.spectators === 1) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(found).toMatchObject({
      name: 'Open forge',
      status: 'lobby',
      seatCount: 3,
      seatsTaken: 2,
      humans: 1,
      bots: 1,
      spectators: 1,
      round: 0,
    });
    const list = await tables(server.http);
    expect(list.some((t) => t.id === priv.roomId)).toBe(false);
    expect(JSON.stringify(list)).not.toContain('Secret forge');
    // A private table is reachable by its id (the invite link).
    const friend = await server.client().joinById(priv.roomId, { name: 'Friend' });
    new Inbox(friend);
    await waitFor('friend seated', () => json(friend).seats[1].kind === 'human');
    // Once started, a public table is listed as running with its round; ended tables drop off.
    pub.send('start', { fillBots: true });
    let r: Record<string, unknown> | undefined;
    for (let i = 0; i < 100; i++) {
      r = (await tables(server.http)).find((t) => t.id === pub.roomId);
      if (r?.status === 'playing') break;
      await new Promise((res) => setTimeout(res, 20));
    }
    expect(r).toMatchObject({ status: 'playing', seatsTaken: 3 });
    expect(r!.round).toBeGreaterThanOrEqual(1);
    for (const room of [pub, priv, spec, friend]) await room.leave();
  });
});

describe('one table by its id (an invite link)', () => {
  it("answers a private table's row, null for an id no table has, 400 for a malformed id", async () => {
    const priv = await server.client().create('table', { table: { seats: 3, tableName: 'Hidden anvil', private: true }, name: 'Eve' });
    new Inbox(priv);
    const one = async (id: string) => {
      const res = await fetch(`${server.http}/api/tables/${encodeURIComponent(id)}`);
      return { status: res.status, body: (await res.json()) as { table?: Record<string, unknown> | null; error?: string } };
    };
    const found = await waitFor(
      'the private table by id',
      async () => {
        const r = await one(priv.roomId);
        return r.body.table ? r : null;
      },
      10_000,
      50,
    );
    expect(found.status).toBe(200);
    expect(found.body.table).toMatchObject({ id: priv.roomId, name: 'Hidden anvil', status: 'lobby', seatCount: 3, seatsTaken: 1 });
    expect(found.body.table).not.toHaveProperty('isPrivate');
    // Still never in the public list.
    expect((await tables(server.http)).some((t) => t.id === priv.roomId)).toBe(false);

    expect(await one('noSuchTable42')).toEqual({ status: 200, body: { table: null } });
    const bad = await one('a b/c');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/table id/);

    await priv.leave();
    await waitFor('the closed table gone', async () => ((await one(priv.roomId)).body.table === null ? true : null), 10_000, 50);
  });
});

describe('two tables at once', () => {
  it('deal different cards with the same options, and run independent games without interfering', async () => {
    const same = { table: { seats: 2, botDelayMs: 0, tableName: 'Twin' }, name: 'A', color: 'red' };
    const a = await server.client().create('table', same);
    const b = await server.client().create('table', same);
    const ia = new Inbox(a);
    const ib = new Inbox(b);
    a.send('start', { fillBots: true });
    b.send('start', { fillBots: true });
    await waitFor('both games', () => json(a).game && json(b).game);
    // Same options, but each table's shuffle is keyed by its own server secret: different deals.
    const va = await waitFor('A to move', () => {
      const v = stateToView(json(a), 0);
      return v && v.activeSeat === 0 ? v : null;
    });
    await waitFor('B to move', () => {
      const v = stateToView(json(b), 0);
      return v && v.activeSeat === 0 ? v : null;
    });
    const ra = serverRoom(a.roomId);
    const rb = serverRoom(b.roomId);
    const deal = (s: GameState) => [s.commissions, s.players.map((p) => p.hand), s.discard, s.deck];
    expect(deal(ra.gameRecord<EmberforgeRecord>()!.state)).not.toEqual(deal(rb.gameRecord<EmberforgeRecord>()!.state));
    // The hands alone differ (two equal 2-seat deals of 3+3 cards: odds below 1 in 10^10).
    const hands = (r: typeof ra) => r.gameRecord<EmberforgeRecord>()!.state.players.map((p) => p.hand);
    expect(hands(ra)).not.toEqual(hands(rb));
    for (const r of [ra, rb]) expect(r.gameRecord<EmberforgeRecord>()!.config.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(ra.gameRecord<EmberforgeRecord>()!.config.seed).not.toBe(rb.gameRecord<EmberforgeRecord>()!.config.seed);
    // A move at A changes only A.
    const bBefore = rb.gameRecord<EmberforgeRecord>()!.state;
    a.send('action', { version: va.version, action: legalActions(va, 0)[0] });
    await ia.next('accepted');
    await waitFor('A to move on', () => json(a).game.version > va.version);
    expect(rb.gameRecord<EmberforgeRecord>()!.state).toBe(bBefore);
    expect(ra.gameRecord<EmberforgeRecord>()!.state.version).toBeGreaterThan(va.version);
    // B's client saw nothing of A.
    await waitFor("B's events", () => ib.of('events').length === rb.gameRecord<EmberforgeRecord>()!.log.length);
    expect(stateToView(json(b), 0)).toEqual(viewFor(rb.gameRecord<EmberforgeRecord>()!.state, 0));
    await a.leave();
    await b.leave();
  });
});

describe('joining', () => {
  it('refuses bad join options, taken colours, full tables and late players', async () => {
    const host = await server.client().create('table', { table: { seats: 2, spectatorsAllowed: false }, name: 'Host', color: 'red' });
    new Inbox(host);
    const bad = [
      { name: 'x'.repeat(25) },
      { name: '' },
      { name: 42 },
      { name: 'Ok', color: 'pink' },
      { name: 'Ok', color: 'red' },
      { name: 'Ok', seat: 0 },
      { name: 'Ok', seat: 7 },
      { name: 'Ok', seat: 1.5 },
      { spectator: true }, // spectators not allowed here
      { spectator: 'yes' },
    ];
    for (const opts of bad) await refused(() => server.client().joinById(host.roomId, opts));
    const guest = await server.client().joinById(host.roomId, { name: '  Guest\u0000  ', color: 'green' });
    new Inbox(guest);
    await waitFor('guest seated', () => json(host).seats[1].name === 'Guest' && json(host).seats[1].color === 'green');
    expect((await refused(() => server.client().joinById(host.roomId, { name: 'Third' }))).message).toMatch(/full/);
    host.send('start', {});
    await waitFor('started', () => json(host).status === 'playing');
    expect((await refused(() => server.client().joinById(host.roomId, { name: 'Late' }))).message).toMatch(/started/);
    for (const opts of [
      { table: { seats: 5 } },
      { table: { roundLimit: 0 } },
      { table: { turnSeconds: 2 } },
      { table: { seed: 7 } }, // nobody chooses the shuffle: see secret.test.ts
      { table: { botDelayMs: 'fast' } },
    ])
      await refused(() => server.client().create('table', { ...opts, name: 'X' }));
    // The game's own options are the game's to check, and the refusal says what is wrong (the create form shows it).
    expect((await refused(() => server.client().create('table', { table: { gameOptions: { roundLimit: 0 } }, name: 'X' }))).message).toBe(
      'roundLimit must be an integer 1-100',
    );
    expect((await refused(() => server.client().create('table', { table: { gameOptions: { rounds: 3 } }, name: 'X' }))).message).toBe(
      'Dwarf Emberforge has no option rounds',
    );
    await host.leave();
    await guest.leave();
  });
});

describe("the game's own options", () => {
  it('travel as one value: checked by the game, synced as JSON, listed, and the game is played with them', async () => {
    const host = await server.client().create('table', { table: { seats: 2, gameOptions: { roundLimit: 4 } }, name: 'Host' });
    new Inbox(host);
    await waitFor('options synced', () => json(host).options?.gameOptions !== undefined);
    expect(JSON.parse(json(host).options.gameOptions as string)).toEqual({ roundLimit: 4, startPlayer: 'first' });
    expect(stateToTable(json(host), true).gameOptions).toEqual({ roundLimit: 4, startPlayer: 'first' });
    const row = await waitFor('listed', async () => (await tables(server.http)).find((t) => t.id === host.roomId));
    expect(row.gameOptions).toEqual({ roundLimit: 4, startPlayer: 'first' });
    host.send('addBots', {});
    host.send('start', {});
    await waitFor('started', () => json(host).status === 'playing');
    expect(serverRoom(host.roomId).gameRecord<EmberforgeRecord>()!.state.roundLimit).toBe(4);
    await host.leave();
  });
});

describe('spectators and host controls', () => {
  it('refuses every game message from a spectator with an error, without a seat or a disconnect', async () => {
    const host = await server.client().create('table', { table: { seats: 2 }, name: 'Host' });
    const hostInbox = new Inbox(host);
    host.send('addBots', {});
    host.send('start', {});
    await waitFor('started', () => json(host).status === 'playing');
    const spec = await server.client().joinById(host.roomId, { spectator: true });
    const inbox = new Inbox(spec);
    await waitFor('spectator sees the whole public state', () => stateToView(json(spec), 'spectator'));
    const truth = serverRoom(host.roomId).gameRecord<EmberforgeRecord>()!.state;
    expect(stateToView(json(spec), 'spectator')).toEqual(viewFor(truth, 'spectator'));
    const version = truth.version;
    spec.send('action', { version, action: { type: 'endPlacement' } });
    spec.send('action', { version, action: legalActions(truth, truth.activeSeat)[0] });
    spec.send('start', {});
    spec.send('addBots', {});
    spec.send('removeBot', { seat: 1 });
    spec.send('resume', {});
    const errors = await waitFor('six errors', () => (inbox.of('error').length >= 6 ? inbox.of<{ code: string }>('error') : null));
    expect(errors.map((e) => e.code)).toEqual(['not_a_player', 'not_a_player', 'not_host', 'not_host', 'not_host', 'not_a_player']);
    expect(spec.connection.isOpen).toBe(true);
    expect(json(spec).seats.map((s: { kind: string }) => s.kind)).toEqual(['human', 'bot']);
    await waitFor('the spectator counted (shown at most every 2 s)', () => json(spec).spectatorCount === 1, 5000);
    expect(serverRoom(host.roomId).gameRecord<EmberforgeRecord>()!.state.version).toBe(version);
    // The host's seating messages after the start are refused too.
    host.send('addBots', {});
    expect(await hostInbox.next<{ code: string }>('error')).toMatchObject({ code: 'not_in_lobby' });
    await spec.leave();
    await waitFor('spectator count drops', () => json(host).spectatorCount === 0);
    await host.leave();
  });

  it('only lets the host seat bots and start, and only when every seat is filled', async () => {
    const host = await server.client().create('table', { table: { seats: 3 }, name: 'Host' });
    const hi = new Inbox(host);
    const guest = await server.client().joinById(host.roomId, { name: 'Guest' });
    const gi = new Inbox(guest);
    guest.send('addBots', {});
    guest.send('start', { fillBots: true });
    expect(await gi.next<{ code: string }>('error')).toMatchObject({ code: 'not_host' });
    host.send('start', {});
    expect(await hi.next<{ code: string }>('error')).toMatchObject({ code: 'table_not_full' });
    host.send('addBots', { count: 9 });
    expect(await hi.next<{ code: string }>('error')).toMatchObject({ code: 'invalid_message' });
    host.send('addBots', { count: 1 });
    await waitFor('bot', () => json(host).seats[2].kind === 'bot');
    host.send('removeBot', { seat: 1 });
    expect(await hi.next<{ code: string }>('error')).toMatchObject({ code: 'bad_seat' });
    host.send('removeBot', { seat: 2 });
    await waitFor('bot gone', () => json(host).seats[2].kind === 'empty');
    host.send('start', { fillBots: true });
    await waitFor('started', () => json(guest).status === 'playing' && json(guest).game);
    expect(json(guest).seats.map((s: { kind: string }) => s.kind)).toEqual(['human', 'human', 'bot']);
    await host.leave();
    await guest.leave();
  });
});

describe('flood', () => {
  it('answers a flood with rate_limited errors and keeps the client and the table', async () => {
    const host = await server.client().create('table', { table: { seats: 2 }, name: 'Flood' });
    const inbox = new Inbox(host);
    await inbox.next('welcome', 5000, 0);
    for (let i = 0; i < 200; i++) host.send('ping', {});
    await waitFor('replies', () => inbox.of('pong').length + inbox.of('error').length >= 70);
    await new Promise((r) => setTimeout(r, 200));
    const limited = inbox.of<{ code: string }>('error').filter((e) => e.code === 'rate_limited').length;
    expect(inbox.of('pong').length).toBeLessThan(40);
    expect(limited).toBeGreaterThan(20);
    expect(host.connection.isOpen).toBe(true);
    // After a pause the client is served again.
    await new Promise((r) => setTimeout(r, 1200));
    const pongs = inbox.of('pong').length;
    host.send('ping', {});
    await waitFor('served again', () => inbox.of('pong').length > pongs);
    await host.leave();
  });
});

describe('HTTP', () => {
  it('serves the client, the SPA fallback and the API on the game port', async () => {
    const index = await fetch(`${server.http}/`);
    expect(await index.text()).toContain('<title>Emberforge</title>');
    const deep = await fetch(`${server.http}/table/abc123`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<title>Emberforge</title>');
    expect((await fetch(`${server.http}/app.js`)).status).toBe(200);
    expect((await fetch(`${server.http}/missing.js`)).status).toBe(404);
    expect((await fetch(`${server.http}/api/nope`)).status).toBe(404);
    expect(await (await fetch(`${server.http}/api/health`)).json()).toEqual({ ok: true });
    for (const p of ['/colyseus', '/monitor', '/playground'])
      expect(await (await fetch(`${server.http}${p}`)).text()).not.toContain('colyseus');
  });
});
