/**
 * The room's writes (issue 10), in-process against a store in memory: every accepted action is in the
 * store before any client hears of it; a failed write sends nothing (the player gets store_failed, a
 * bot tries again); a table emptied before its end is closed, one left by a graceful shutdown comes
 * back on the next start under the same id (the rebuilt game, bots resuming); a log that does not
 * replay marks only its own table broken. The process-level kill-and-restart is restart.test.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecordedGame } from './support/storedGames.js';
import { legalActions, replay, viewFor, type GameConfig } from '../../shared/games/emberforge/index.js';
import { stateToView } from '../../shared/games/emberforge/wire/stateToView.js';
import { matchMaker } from '@colyseus/core';
import { ManualClock } from '../../shared/host/manualClock.js';
import { turnKeyOf } from '../../shared/host/hostLoop.js';
import { emberforge } from '../../shared/games/emberforge/module.js';
import { Client } from 'colyseus.js';
import { bootServer, Inbox, json, serverRoom, sleep, tables, waitFor, type TestServer } from './helpers.js';
import { sparePort } from './support/serverProcess.js';
import { MemoryStore } from './support/memoryStore.js';
import type { EmberforgeRecord } from './support/emberforgeRecord.js';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const boot = async (store: MemoryStore, extra = {}) => (server = await bootServer({ store: store.reopen(), graceSeconds: 60, ...extra }));

/** Ann plays seat 0 against one bot; returns once the game runs. */
async function annAgainstBot(s: TestServer, name = 'Persisted #7') {
  const ann = await s.client().create('table', { table: { name, seats: 2, botDelayMs: 0 }, name: 'Ann', color: 'blue' });
  const inbox = new Inbox(ann);
  ann.send('start', { fillBots: true });
  await waitFor('the game', () => json(ann).game);
  return { ann, inbox };
}

/** The server starts again on the same store, its restore log lines kept out of the test output. */
async function bootQuietly(store: MemoryStore, extra = {}): Promise<TestServer> {
  const logs = vi.spyOn(console, 'log').mockImplementation(() => {});
  try {
    return await boot(store, extra);
  } finally {
    logs.mockRestore();
  }
}

/**
 * Ann against one bot on a 5 s turn clock, on a manual clock (grace 120 s, restore window 600 s),
 * the bot moving after `botDelayMs` of it; returns once the game is started.
 */
async function annOnTheClock(botDelayMs: number) {
  const store = new MemoryStore();
  const clock = new ManualClock(Date.now(), setImmediate);
  const cfg = { graceSeconds: 120, reclaimSeconds: 600, clock, tableSeed: () => 11 };
  const s = await boot(store, cfg);
  const ann = await s.client().create('table', { table: { seats: 2, botDelayMs, turnSeconds: 5 }, name: 'Ann', color: 'blue' });
  const inbox = new Inbox(ann);
  ann.send('start', { fillBots: true });
  return { store, clock, cfg, s, ann, inbox, id: ann.roomId };
}

const annsTurn = (state: Record<string, unknown>) => {
  const v = stateToView(state, 0);
  return v && v.activeSeat === 0 && !v.winner ? v : null;
};

/**
 * Ann against one bot on a manual clock (grace 120 s, restore window 60 s, empty-table countdown 1 s),
 * stopped on her turn and started again on the same store: her table is back, and nobody is.
 */
async function restoredWithNobodyBack(name: string) {
  const store = new MemoryStore();
  const clock = new ManualClock(Date.now(), setImmediate);
  const cfg = { graceSeconds: 120, reclaimSeconds: 60, emptyTableSeconds: 1, clock };
  const first = await boot(store, cfg);
  const { ann } = await annAgainstBot(first, name);
  await waitFor('Ann to be active', () => annsTurn(json(ann)));
  ann.onLeave(() => {});
  await first.close();
  return { store, clock, s: await bootQuietly(store, cfg), id: ann.roomId };
}

describe('write-ahead', () => {
  it('has every action in the store before a client hears of it, as versions 1..n', async () => {
    const store = new MemoryStore();
    const s = await boot(store, { tableSeed: () => 7 });
    const { ann, inbox } = await annAgainstBot(s);
    const seenAhead: boolean[] = [];
    const logOf = () => store.tables.get(ann.roomId)!.log;
    ann.onMessage('events', (m: unknown) => {
      const version = (m as [number])[0];
      seenAhead.push(logOf().some((a) => a.version === version));
    });
    for (let i = 0; i < 4; i++) {
      const v = await waitFor('Ann to be active', () => annsTurn(json(ann)));
      ann.send('action', { version: v.version, action: legalActions(v, 0)[0] });
      const { version } = await inbox.next<{ version: number }>('accepted');
      expect(logOf().map((a) => a.version)).toContain(version);
    }
    expect(seenAhead.length).toBeGreaterThanOrEqual(4);
    expect(seenAhead.every(Boolean)).toBe(true);
    const t = store.tables.get(ann.roomId)!;
    expect(t.status).toBe('playing');
    expect(t.seats.map((x) => x.kind)).toEqual(['human', 'bot']);
    expect(t.log.map((a) => a.version)).toEqual(t.log.map((_, i) => i + 1));
    expect(replay(t.config as GameConfig, t.log as RecordedGame['actions'])).toEqual(
      serverRoom(ann.roomId).gameRecord<EmberforgeRecord>()!.state,
    );
    await ann.leave();
  });

  it('sends nothing when the write fails: the player gets store_failed and may send it again', async () => {
    const store = new MemoryStore();
    const s = await boot(store);
    const { ann, inbox } = await annAgainstBot(s, 'Failing');
    const v = await waitFor('Ann to be active', () => annsTurn(json(ann)));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    store.failWrites = 1;
    const action = legalActions(v, 0)[0];
    ann.send('action', { version: v.version, action });
    const error = await inbox.next<{ code: string; version: number }>('error');
    expect(error).toMatchObject({ code: 'store_failed', version: v.version });
    expect(serverRoom(ann.roomId).gameRecord<EmberforgeRecord>()!.state.version).toBe(v.version);
    expect(store.tables.get(ann.roomId)!.log.some((a) => a.version === v.version + 1)).toBe(false);
    expect(errors.mock.calls.some((c) => String(c[0]).includes(`[table ${ann.roomId}] store: action ${v.version + 1}`))).toBe(true);
    errors.mockRestore();
    ann.send('action', { version: v.version, action });
    expect(await inbox.next('accepted')).toEqual({ version: v.version + 1 });
    await ann.leave();
  });

  it('shows the deal only once the start is stored; a failed start write leaves the table in its lobby', async () => {
    const store = new MemoryStore();
    const s = await boot(store);
    const ann = await s.client().create('table', { table: { name: 'Start', seats: 2, botDelayMs: 0 }, name: 'Ann', color: 'blue' });
    const inbox = new Inbox(ann);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    store.failStarts = 1;
    ann.send('start', { fillBots: true });
    expect(await inbox.next<{ code: string }>('error')).toMatchObject({ code: 'store_failed' });
    expect(json(ann).game).toBeFalsy();
    expect(json(ann).status).toBe('lobby');
    expect(store.tables.get(ann.roomId)!.status).toBe('lobby');
    errors.mockRestore();
    let storedWhenSeen: string | null = null;
    ann.onStateChange(() => {
      if (storedWhenSeen === null && json(ann).game) storedWhenSeen = store.tables.get(ann.roomId)!.status;
    });
    ann.send('start', { fillBots: true });
    await waitFor('the game', () => json(ann).game);
    expect(storedWhenSeen).toBe('playing');
    const t = store.tables.get(ann.roomId)!;
    expect(replay(t.config as GameConfig, t.log as RecordedGame['actions']).version).toBe(t.log.length);
    await ann.leave();
  });

  it('keeps the seats the game is dealt with while its start is being written: no bot removed, no seat freed', async () => {
    const store = new MemoryStore();
    const s = await boot(store);
    const ann = await s.client().create('table', { table: { name: 'Start race', seats: 3, botDelayMs: 0 }, name: 'Ann', color: 'blue' });
    const inbox = new Inbox(ann);
    const bob = await s.client().joinById(ann.roomId, { name: 'Bob' });
    new Inbox(bob);
    ann.send('addBots', { count: 1 });
    await waitFor('the bot', () => json(ann).seats?.[2]?.kind === 'bot');
    let release = () => {};
    store.startsWait = new Promise<void>((r) => (release = r));
    // While the start is being written: the host removes the bot, and Bob leaves for good.
    ann.send('start', {});
    ann.send('removeBot', { seat: 2 });
    expect(await inbox.next<{ code: string }>('error')).toMatchObject({ code: 'not_in_lobby' });
    await bob.leave(true);
    await waitFor('Bob gone', () => json(ann).seats?.[1]?.connected === false);
    release();
    await waitFor('the game', () => json(ann).status === 'playing' && json(ann).game);
    // The game's three seats, as dealt: Bob's is still his, finished by the bot.
    expect(json(ann).seats.map((x: { kind: string; name: string }) => `${x.kind}:${x.name}`)).toEqual([
      'human:Ann',
      'human:Bob',
      'bot:Brokk',
    ]);
    expect(json(ann).seats[1]).toMatchObject({ abandoned: true, botControlled: true });
    expect(store.tables.get(ann.roomId)!.seats.map((x) => x.kind)).toEqual(['human', 'human', 'bot']);
    await ann.leave();
  });

  it('frees the seat of a player who left while a start was being written that then failed: the table is a lobby again', async () => {
    const store = new MemoryStore();
    const s = await boot(store);
    const ann = await s.client().create('table', { table: { name: 'Failed start', seats: 2, botDelayMs: 0 }, name: 'Ann', color: 'blue' });
    const inbox = new Inbox(ann);
    const bob = await s.client().joinById(ann.roomId, { name: 'Bob' });
    new Inbox(bob);
    await waitFor('Bob seated', () => json(ann).seats?.[1]?.name === 'Bob');
    let release = () => {};
    store.startsWait = new Promise<void>((r) => (release = r));
    store.failStarts = 1;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    // Bob leaves once the start's write is under way (had his leave come first, the start would be refused at once).
    const writing = new Promise<void>((r) => {
      const startGame = store.startGame.bind(store);
      store.startGame = (...a) => {
        r();
        return startGame(...a);
      };
    });
    ann.send('start', {});
    await writing;
    await bob.leave(true);
    await waitFor('Bob gone', () => json(ann).seats?.[1]?.connected === false);
    release();
    expect(await inbox.next<{ code: string }>('error')).toMatchObject({ code: 'store_failed' });
    errors.mockRestore();
    await waitFor('the seat free again', () => json(ann).seats?.[1]?.kind === 'empty');
    expect(json(ann).status).toBe('lobby');
    // Someone else can take it, and the game start.
    const cy = await s.client().joinById(ann.roomId, { name: 'Cy' });
    new Inbox(cy);
    await waitFor('Cy seated', () => json(ann).seats?.[1]?.name === 'Cy');
    ann.send('start', {});
    await waitFor('the game', () => json(ann).status === 'playing' && json(ann).game);
    for (const r of [ann, cy]) await r.leave();
  });

  it('writes the table and its seats again when their writes failed: the start waits for them', async () => {
    const store = new MemoryStore();
    const s = await boot(store);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    store.failTableWrites = 1; // a full disk a moment: the table's first write fails
    const ann = await s.client().create('table', { table: { name: 'Full disk', seats: 3, botDelayMs: 0 }, name: 'Ann', color: 'blue' });
    new Inbox(ann);
    const bob = await s.client().joinById(ann.roomId, { name: 'Bob' });
    new Inbox(bob);
    // Written again with the seats (a join is answered once its seat is stored).
    expect(store.tables.get(ann.roomId)!.seats.map((x) => `${x.kind}:${x.name}`)).toEqual(['human:Ann', 'human:Bob', 'empty:']);
    store.failTableWrites = 100; // full again while the host adds a bot
    ann.send('addBots', { count: 1 });
    await waitFor('the bot', () => json(ann).seats?.[2]?.kind === 'bot');
    await waitFor('the failed write', () => errors.mock.calls.some((c) => String(c[0]).includes('store: saveSeats failed')));
    expect(store.tables.get(ann.roomId)!.seats[2]!.kind).toBe('empty');
    store.failTableWrites = 0; // space again
    ann.send('start', {});
    await waitFor('the game', () => json(ann).status === 'playing' && json(ann).game);
    errors.mockRestore();
    const t = store.tables.get(ann.roomId)!;
    expect(t.status).toBe('playing');
    expect(t.seats.map((x) => `${x.kind}:${x.name}`)).toEqual(['human:Ann', 'human:Bob', 'bot:Brokk']);
    expect(t.seats[1]!.seatKeyHash).toMatch(/^[0-9a-f]{64}$/);
    for (const r of [ann, bob]) await r.leave();
  });

  it('a graceful stop keeps the seat of a player who had dropped, in a lobby and in a game', async () => {
    const store = new MemoryStore();
    const s = await boot(store);
    const ann = await s.client().create('table', { table: { name: 'Stop', seats: 3, botDelayMs: 5000 }, name: 'Ann', color: 'blue' });
    new Inbox(ann);
    const lobby = ann.roomId;
    const bob = await s.client().joinById(lobby, { name: 'Bob' });
    new Inbox(bob);
    await waitFor('Bob seated', () => json(ann).seats?.[1]?.name === 'Bob');
    await bob.leave(false); // dropped: the seat waits for him
    await waitFor('Bob dropped', () => json(ann).seats?.[1]?.connected === false);
    const playing = await s.client().create('table', { table: { name: 'Stop 2', seats: 2, botDelayMs: 5000 }, name: 'Cy', color: 'red' });
    new Inbox(playing);
    const dee = await s.client().joinById(playing.roomId, { name: 'Dee' });
    new Inbox(dee);
    await waitFor('Dee seated', () => json(playing).seats?.[1]?.name === 'Dee');
    playing.send('start', {});
    await waitFor('the game', () => json(playing).game);
    await dee.leave(false);
    await waitFor('Dee dropped', () => json(playing).seats?.[1]?.connected === false);
    for (const r of [ann, playing]) r.onLeave(() => {});
    await s.close();
    server = null;
    expect(store.tables.get(lobby)!.seats[1]).toMatchObject({ kind: 'human', name: 'Bob', abandoned: false });
    expect(store.tables.get(lobby)!.seats[1]!.seatKeyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(store.tables.get(playing.roomId)!.seats[1]).toMatchObject({ kind: 'human', name: 'Dee', abandoned: false, graceExpired: false });
  });

  it('lets a bot try again after a failed write, with no gap in the log', async () => {
    const store = new MemoryStore();
    const s = await boot(store);
    const host = await s.client().create('table', { table: { name: 'Bots', seats: 2, botDelayMs: 0 }, spectator: true });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    store.failWrites = 2;
    host.send('start', { fillBots: true });
    await waitFor('the bots to play past the failures', () => (store.tables.get(host.roomId)?.log.length ?? 0) >= 5, 15_000);
    errors.mockRestore();
    const log = store.tables.get(host.roomId)!.log;
    expect(log.map((a) => a.version)).toEqual(log.map((_, i) => i + 1));
    await host.leave();
  });
});

describe('closing and restoring', () => {
  it('brings a table back with its names as the name rules now have them (a lone surrogate stored earlier dropped)', async () => {
    const store = new MemoryStore();
    let s = await boot(store, { tableSeed: () => 11 });
    const { ann } = await annAgainstBot(s, 'Old names');
    const id = ann.roomId;
    ann.onLeave(() => {});
    await s.close();
    // As a table stored before the rule would hold them.
    const t = store.tables.get(id)!;
    t.options.name = 'Old\ud800 names';
    t.seats[0]!.name = 'Ann\ud800';
    (t.config as GameConfig).players[0]!.name = 'Ann\ud800';
    s = await bootQuietly(store, { tableSeed: () => 11 });
    const watcher = await s.client().joinById(id, { spectator: true });
    new Inbox(watcher);
    await waitFor('the restored table', () => json(watcher).game && json(watcher).seats?.length === 2);
    expect(json(watcher).options.name).toBe('Old names');
    expect(json(watcher).seats.map((x: { seat: number; name: string }) => [x.seat, x.name])).toEqual([
      [0, 'Ann'],
      [1, 'Brokk'],
    ]);
    expect(json(watcher).game.players.map((p: { name: string }) => p.name)).toEqual(['Ann', 'Brokk']);
    await watcher.leave();
  });

  it('deletes a lobby emptied before its start: a table that held no game keeps nothing (retention.test.ts)', async () => {
    const store = new MemoryStore();
    const s = await boot(store);
    const ann = await s.client().create('table', { table: { name: 'Left' }, name: 'Ann' });
    const id = ann.roomId;
    await waitFor('the table stored', () => store.tables.get(id));
    await ann.leave();
    await waitFor('the table deleted', () => !store.tables.has(id));
  });

  it('brings a table back after a shutdown under the same id, rebuilt, with the bots playing on', async () => {
    const store = new MemoryStore();
    let s = await boot(store, { graceSeconds: 1, tableSeed: () => 11 });
    const { ann, inbox } = await annAgainstBot(s, 'Comes back');
    const id = ann.roomId;
    for (let i = 0; i < 3; i++) {
      const v = await waitFor('Ann to be active', () => annsTurn(json(ann)));
      ann.send('action', { version: v.version, action: legalActions(v, 0)[0] });
      await inbox.next('accepted');
    }
    ann.onLeave(() => {}); // the shutdown closes it
    await s.close();
    const stored = structuredClone(store.tables.get(id)!);
    expect(stored.status).toBe('playing'); // a shutdown does not close it
    const before = replay(stored.config as GameConfig, stored.log as RecordedGame['actions']);

    // A broken table next to it: its first action is not legal.
    const broken = structuredClone(store.tables.get(id)!);
    broken.id = 'brokenTbl';
    broken.log = [{ version: 1, seat: 1 - before.activeSeat, action: { type: 'pass' } as never, at: Date.now() }];
    store.tables.set(broken.id, broken);

    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const logs = vi.spyOn(console, 'log').mockImplementation(() => {});
    s = await boot(store, { graceSeconds: 1 });
    const lines = errors.mock.calls.map((c) => String(c[0]));
    logs.mockRestore();
    errors.mockRestore();
    expect(store.tables.get('brokenTbl')!.status).toBe('broken');
    const line = lines.find((l) => l.includes('[table brokenTbl] broken'));
    expect(line).toMatch(/action 1 \(pass by seat \d\)/);

    expect((await tables(s.http)).map((t) => t.id)).toContain(id);
    const room = serverRoom(id);
    // The rebuilt game is the stored one (the bots may already have played on from it).
    expect(room.gameRecord<EmberforgeRecord>()!.log.slice(0, stored.log.length)).toEqual(
      stored.log.map(({ seat, action }) => ({ seat, action })),
    );
    expect(room.gameRecord<EmberforgeRecord>()!.state.version).toBeGreaterThanOrEqual(before.version);
    const spec = await s.client().joinById(id, { spectator: true });
    await waitFor('the spectator view', () => (stateToView(json(spec), 'spectator')?.version ?? 0) >= before.version);
    // Ann is gone: after the grace period the bot plays her seat, and the game runs to its end.
    await waitFor('the game to end', () => room.gameRecord<EmberforgeRecord>()!.state.phase === 'ended', 30_000);
    const t = store.tables.get(id)!;
    expect(t.status).toBe('ended');
    expect(t.log.map((a) => a.version)).toEqual(t.log.map((_, i) => i + 1));
    const final = replay(t.config as GameConfig, t.log as RecordedGame['actions']);
    expect(final).toEqual(room.gameRecord<EmberforgeRecord>()!.state);
    await waitFor('the spectator sees the end', () => json(spec).status === 'ended');
    expect(stateToView(json(spec), 'spectator')).toEqual(viewFor(final, 'spectator'));
    await spec.leave();
  });

  it('marks broken, with one line each, a game whose seat nobody could play and a table unreadable as one; the others come back', async () => {
    const store = new MemoryStore();
    const s = await boot(store, { tableSeed: () => 11 });
    const { ann } = await annAgainstBot(s, 'Good');
    const id = ann.roomId;
    ann.onLeave(() => {});
    await s.close();
    const emptySeat = structuredClone(store.tables.get(id)!);
    emptySeat.id = 'emptySeat';
    emptySeat.seats[1] = { ...emptySeat.seats[1]!, kind: 'empty', color: null };
    store.tables.set(emptySeat.id, emptySeat);
    const noName = structuredClone(store.tables.get(id)!);
    noName.id = 'noName';
    delete (noName.options as { name?: string }).name;
    store.tables.set(noName.id, noName);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const logs = vi.spyOn(console, 'log').mockImplementation(() => {});
    const back = await boot(store);
    const lines = errors.mock.calls.map((c) => String(c[0]));
    logs.mockRestore();
    errors.mockRestore();
    expect(lines).toEqual([
      '[table emptySeat] broken: its seats do not fit its game: seat 1 of the game is stored as empty, colour null: nobody could play it. The table is not restored.',
      expect.stringMatching(/^\[table noName\] broken: its stored table cannot be read: .+\. The table is not restored\.$/),
    ]);
    expect(store.tables.get('emptySeat')!.status).toBe('broken');
    expect(store.tables.get('noName')!.status).toBe('broken');
    expect((await tables(back.http)).map((t) => t.id)).toEqual([id]);
  });

  it('keeps a restored table open for the restore window with nobody there, the seat waiting for its player; then closes it', async () => {
    const { store, clock, s, id } = await restoredWithNobodyBack('Window');
    const version = serverRoom(id).gameRecord<EmberforgeRecord>()!.state.version;
    clock.advance(5_000); // well past the empty-table countdown (1 s): the restore window holds it
    expect((await tables(s.http)).map((t) => t.id)).toContain(id);
    expect(serverRoom(id).gameRecord<EmberforgeRecord>()!.state.version).toBe(version); // Ann's turn waits for Ann (grace 120 s)
    expect(serverRoom(id).state.seats[0]!.connected).toBe(false);
    expect(serverRoom(id).autoDispose).toBe(false); // Colyseus's own disposal of an empty room is held off
    clock.advance(56_000); // the window (60 s) ends with nobody back
    await waitFor('the table disposed', () => !matchMaker.getLocalRoomById(id));
    await waitFor('the table closed in the store', () => store.tables.get(id)!.status === 'closed');
  });

  it('keeps a restored table for its whole window whoever comes and goes: a refused join, a spectator who leaves', async () => {
    const { store, clock, s, id } = await restoredWithNobodyBack('Visited');
    // A visitor asks for a seat (refused: the game has started), another watches a moment and leaves.
    await expect(s.client().joinById(id, { name: 'Eve' })).rejects.toThrow(/The game has started/);
    const spec = await s.client().joinById(id, { spectator: true });
    await waitFor('the spectator in', () => serverRoom(id).clients.length === 1);
    await spec.leave();
    await waitFor('the spectator out', () => serverRoom(id).clients.length === 0);
    clock.advance(5_000); // well past the empty-table countdown (1 s): the restore window still holds it
    await new Promise((r) => setTimeout(r, 20));
    expect(matchMaker.getLocalRoomById(id)).toBeTruthy();
    expect(store.tables.get(id)!.status).toBe('playing');
    clock.advance(56_000); // the window (60 s) ends with Ann not back
    await waitFor('the table disposed', () => !matchMaker.getLocalRoomById(id));
    await waitFor('the table closed in the store', () => store.tables.get(id)!.status === 'closed');
  });

  it('answers matchmaking only once the tables of the last run are back: a seat key used in the first moment is not turned away', async () => {
    const store = new MemoryStore();
    const s = await boot(store);
    const { ann, inbox } = await annAgainstBot(s, 'Early');
    const id = ann.roomId;
    const key = inbox.of<{ seatKey?: string }>('welcome')[0]!.seatKey!;
    ann.onLeave(() => {});
    await s.close();
    server = null;
    let release = () => {};
    store.restoreWait = new Promise<void>((r) => (release = r)); // a slow database: the restore takes a while
    const port = await sparePort();
    const logs = vi.spyOn(console, 'log').mockImplementation(() => {});
    const booting = bootServer({ store: store.reopen(), graceSeconds: 60, port });
    await waitFor('the server listening', async () => (await fetch(`http://localhost:${port}/api/health`).catch(() => null))?.ok === true);
    // Ann's browser comes back at once with her seat key: the answer waits for the restore.
    let settled = false;
    const joining = new Client(`ws://localhost:${port}`).joinById(id, { seatKey: key }).finally(() => (settled = true));
    joining.catch(() => {});
    // Her invite link's page asks what the link leads to: that answer waits for the restore too.
    let looked = false;
    const lookup = fetch(`http://localhost:${port}/api/tables/${id}`).finally(() => (looked = true));
    await sleep(300); // nothing may answer meanwhile (before the restore, the answer was 4212 "not found")
    expect(settled).toBe(false);
    expect(looked, 'the table lookup waits for the restore (it would have said: no table)').toBe(false);
    release();
    server = await booting;
    logs.mockRestore();
    const found = await lookup;
    expect(found.status).toBe(200);
    expect(((await found.json()) as { table: { id: string; status: string } | null }).table).toMatchObject({ id, status: 'playing' });
    const back = await joining;
    new Inbox(back);
    await waitFor('the seat back', () => json(back).seats?.[0]?.connected === true);
    await back.leave();
  });

  it('a restore that takes too long never leaves a matchmaking request hanging: past restoreWaitMs, "try again"', async () => {
    const store = new MemoryStore();
    let release = () => {};
    store.restoreWait = new Promise<void>((r) => (release = r)); // a database that does not answer
    const port = await sparePort();
    const booting = bootServer({ store: store.reopen(), port, restoreWaitMs: 500 });
    await waitFor('the server listening', async () => (await fetch(`http://localhost:${port}/api/health`).catch(() => null))?.ok === true);
    const res = await fetch(`http://localhost:${port}/matchmake/joinById/someTable`, {
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'application/json' },
    });
    // The 'crowded' code: the client tries again shortly, and keeps its seat key (client/net/comeBack.ts).
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ code: 4290, error: 'The server is starting: try again in a moment' });
    // A table looked up by id is not said to be gone meanwhile: "try again" (the page keeps its seat form).
    const lookup = await fetch(`http://localhost:${port}/api/tables/someTable`);
    expect(lookup.status).toBe(503);
    expect(((await lookup.json()) as { error: string }).error).toMatch(/bringing its tables back after a restart: try again/);
    release();
    server = await booting;
  });

  it('keeps a seat the bot played before the restart with the bot: away, it plays on at once; the seat key gives it back', async () => {
    const { store, clock, cfg, ann, inbox, id, ...started } = await annOnTheClock(0);
    let s = started.s;
    const key = (await inbox.next<{ seatKey?: string }>('welcome')).seatKey!;
    // Ann lets the clock run out on three turns in a row: the seat shows away, the bot plays it. Each
    // time on a new turn of hers (a deadline later than the last one: the turn the bot just played for
    // her still reads as hers for a moment), with the clock moved to that deadline.
    let lastDeadline = 0;
    for (let missed = 1; missed <= 3; missed++) {
      lastDeadline = await waitFor(`Ann's turn ${missed}`, () => {
        const st = serverRoom(id).state;
        return annsTurn(json(ann)) && !st.seats[0]!.botControlled && st.turnDeadline > lastDeadline ? st.turnDeadline : null;
      });
      clock.advance(lastDeadline - clock.now());
      await waitFor(`timeout ${missed}`, () => inbox.of('turnTimedOut').length === missed);
    }
    await waitFor('the seat stored away', () => store.tables.get(id)!.seats[0]?.away === true);
    expect(store.tables.get(id)!.seats[0]).toMatchObject({ kind: 'human', missedTurns: 3, away: true, abandoned: false });
    ann.onLeave(() => {});
    await s.close();

    s = await bootQuietly(store, cfg);
    const room = serverRoom(id);
    expect(room.state.seats[0]).toMatchObject({ kind: 'human', connected: false, away: true, botControlled: true });
    // No clock advance: the bot does not wait out the grace period (120 s) for a player it already stood in for.
    const from = room.gameRecord<EmberforgeRecord>()!.state.version;
    await waitFor('the bot to play a turn of Ann', () =>
      room
        .gameRecord<EmberforgeRecord>()!
        .log.slice(from)
        .some((e) => e.seat === 0),
    );
    // Her seat key gives her the seat back, no longer away: her turns are hers again.
    const back = await s.client().joinById(id, { seatKey: key });
    new Inbox(back);
    await waitFor(
      'the seat back',
      () => room.state.seats[0]!.connected && !room.state.seats[0]!.away && !room.state.seats[0]!.botControlled,
    );
    await waitFor('stored back', () => store.tables.get(id)!.seats[0]?.away === false);
    expect(store.tables.get(id)!.seats[0]).toMatchObject({ missedTurns: 0, away: false, graceExpired: false, abandoned: false });
    await back.leave();
  });

  it('keeps the turn the bot was playing for a timed-out player with the bot after a restart; her next turn is hers', async () => {
    // The bot's moves wait 1 s on the manual clock: the server stops in the middle of the turn it plays for Ann.
    const { store, clock, cfg, ann, inbox, id, ...started } = await annOnTheClock(1000);
    let s = started.s;
    const game = () => serverRoom(id).gameRecord<EmberforgeRecord>()!.state;
    /** Moves the manual clock on a second at a time (the bots' pace) until `done`, for at most `maxMs`. */
    const advanceUntil = async (what: string, done: () => boolean, maxMs: number) => {
      for (let ms = 0; !done(); ms += 1000) {
        if (ms >= maxMs) throw new Error(`${what}: not within ${maxMs} ms of the table's clock`);
        clock.advance(1000);
        await new Promise((r) => setImmediate(r));
      }
    };
    await advanceUntil("Ann's turn", () => annsTurn(json(ann)) !== null && game().activeSeat === 0, 30_000);
    clock.advance(5_000); // her clock runs out: the bot plays this turn for her
    await waitFor('the timeout', () => inbox.of('turnTimedOut').length === 1);
    const turn = turnKeyOf(emberforge, game());
    await waitFor('the covered turn stored', () => store.tables.get(id)!.seats[0]?.coveredTurn === turn);
    expect(store.tables.get(id)!.seats[0]).toMatchObject({ kind: 'human', missedTurns: 1, away: false });
    ann.onLeave(() => {});
    await s.close();

    s = await bootQuietly(store, cfg);
    const room = serverRoom(id);
    expect(turnKeyOf(emberforge, game())).toBe(turn); // the restart came in the middle of that turn
    expect(room.state.seats[0]).toMatchObject({ kind: 'human', connected: false, away: false, botControlled: true });
    // The bot finishes the turn at its own pace, not after the grace period (120 s).
    await advanceUntil('the bot to finish the turn of Ann', () => turnKeyOf(emberforge, game()) !== turn, 20_000);
    expect(room.gameRecord<EmberforgeRecord>()!.log.some((e) => e.seat === 0)).toBe(true);
    // Her next turn is hers again (she has her grace period to come back with her seat key).
    await advanceUntil("Ann's next turn", () => game().activeSeat === 0 && turnKeyOf(emberforge, game()) !== turn, 30_000);
    expect(room.state.seats[0]!.botControlled).toBe(false);
  });
});
