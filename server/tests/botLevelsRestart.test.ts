/**
 * Bot levels survive a restart through real processes (`node --import tsx server/main.ts`, as npm
 * start runs it): a table with a Hard bot, a Normal bot (the table's takeover level, the default of
 * bots added without one) and a human is killed (SIGKILL) mid-game; after the restart the seats, the
 * synced state and the lobby row carry the same levels, and the search bots go on playing from their
 * worker threads (no worker failed to load, and the server counts the worker's answers played in time).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Room } from 'colyseus.js';
import { afterAll, describe, expect, it } from 'vitest';
import type { WelcomeMessage } from '../../shared/protocol/protocol.js';
import { Inbox, json, tables, TestClient, waitFor } from './helpers.js';
import { AutoPlayer } from './support/autoPlayer.js';
import { sparePort, startServerProcess, type ServerProcess } from './support/serverProcess.js';

const dirs: string[] = [];
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const p of running) await p.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function joined(connect: () => Promise<Room>) {
  const room = await connect();
  const inbox = new Inbox(room);
  room.onLeave(() => {}); // the kill drops it: expected
  room.send('hello', {});
  const welcome = await inbox.next<WelcomeMessage>('welcome', 10_000, 0);
  return { room, welcome };
}

const versionOf = (room: Room): number => (json(room).game?.version as number | undefined) ?? 0;
const levels = (room: Room) => (json(room).seats as { botLevel: string }[]).map((s) => s.botLevel);

describe('bot levels across a restart', () => {
  it('keeps every seat’s level and the takeover level, and the search bots play on', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'emberforge-levels-'));
    dirs.push(dir);
    const env = { PORT: String(await sparePort()), DATA_DIR: dir, GRACE_SECONDS: '600' };
    const first = await startServerProcess(env);
    running.push(first);
    const client = (srv: ServerProcess) => new TestClient(srv.ws);
    const table = { name: 'Levels', seats: 3, botDelayMs: 0, turnSeconds: 0, roundLimit: 3, botLevel: 'normal' };
    const ann = await joined(() => client(first).create('table', { table, name: 'Ann', color: 'blue' }));
    const id = ann.room.roomId;
    ann.room.send('addBots', { count: 1, level: 'hard' });
    ann.room.send('addBots', { count: 1 });
    await waitFor('two bots', () => json(ann.room).seats?.[2]?.kind === 'bot');
    expect(levels(ann.room)).toEqual(['', 'hard', 'normal']);
    ann.room.send('start', {});
    const player = new AutoPlayer(ann.room, 0, 5);
    await waitFor('the game under way', () => versionOf(ann.room) >= 8, 60_000);
    expect((await first.kill('SIGKILL')).signal).toBe('SIGKILL');

    const second = await startServerProcess(env);
    running.push(second);
    expect(second.output()).toContain('Restored 1 unfinished table');
    const row = (await tables(second.http)).find((t) => t.id === id)!;
    expect(row.botLevel).toBe('normal');
    expect((row.players as { botLevel?: string }[]).map((p) => p.botLevel)).toEqual([undefined, 'hard', 'normal']);
    const back = await joined(() => client(second).joinById(id, { seatKey: ann.welcome.seatKey! }));
    expect(back.welcome).toMatchObject({ role: 'player', seat: 0 });
    await waitFor('the seats', () => json(back.room).seats?.length === 3);
    expect(levels(back.room)).toEqual(['', 'hard', 'normal']);
    expect(json(back.room).options.botLevel).toBe('normal');
    const from = versionOf(back.room);
    player.follow(back.room);
    await waitFor('twelve more moves', () => versionOf(back.room) >= from + 12, 90_000);
    const out = second.output();
    expect(out).not.toMatch(/search worker (failed|exited)/);
    expect((await second.kill('SIGTERM')).code).toBe(0);
    // The server's own count, printed as it stops: the bots' moves came from the worker threads.
    const [, answered] = /Search bots: (\d+) of (\d+) moves answered in time/.exec(second.output()) ?? [];
    // (At least 3 of the bots' 8 or so moves: the first may miss while the worker loads, and a busy machine makes more miss.)
    expect(Number(answered)).toBeGreaterThanOrEqual(3);
  });
});
