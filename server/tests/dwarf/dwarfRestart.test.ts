/**
 * DWARF through a real server process (SQLite): a 5-seat table, two people (colyseus.js, playing from
 * their own decoded views) and three bots, watched by a spectator; the server is killed (SIGKILL)
 * mid-game and started again on the same data; the table is back under its id, the people take their
 * seats back with their seat keys, the spectator watches again and nothing any of them saw is lost; the
 * game is finished, and the history API lists it (its game, five players, its winners) and gives its
 * replay, whose log replays to the views the clients ended with.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Room } from 'colyseus.js';
import { afterAll, describe, expect, it } from 'vitest';
import type { GameConfig, GameState } from '../../../shared/games/dwarf/index.js';
import type { SeatIndex } from '../../../shared/platform/gameModule.js';
import type { GameReplay, GamesPage } from '../../../shared/protocol/gamesApi.js';
import type { WelcomeMessage } from '../../../shared/protocol/protocol.js';
import { dwarfSubject } from '../conformance/dwarfSubject.js';
import { Inbox, json, tables, TestClient, waitFor } from '../helpers.js';
import { AutoPlayer } from '../support/autoPlayer.js';
import { sparePort, startServerProcess, type ServerProcess } from '../support/serverProcess.js';

const dirs: string[] = [];
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const p of running) await p.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const p = await startServerProcess(env);
  running.push(p);
  return p;
}

async function joined(connect: () => Promise<Room>) {
  const room = await connect();
  const inbox = new Inbox(room);
  room.onLeave(() => {}); // the kill drops it: expected
  room.send('hello', {});
  const welcome = await inbox.next<WelcomeMessage>('welcome', 10_000, 0);
  return { room, inbox, welcome };
}

const { module, wire } = dwarfSubject;
const viewOf = (room: Room, viewer: SeatIndex | 'spectator'): unknown => wire.view(json(room), viewer);
const versionOf = (room: Room): number => {
  const view = viewOf(room, 'spectator');
  return view === null ? 0 : module.viewVersion(view);
};

describe('DWARF: a real server killed mid-game and started again', () => {
  it('loses nothing: the seats come back by their keys, the game ends, and the history API lists it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dwarf-restart-'));
    dirs.push(dir);
    const env = { PORT: String(await sparePort()), GRACE_SECONDS: '600', DATA_DIR: dir };
    const first = await start(env);
    const client = (srv: ServerProcess) => new TestClient(srv.ws);
    const table = { game: 'dwarf', tableName: 'Five dwarves', seats: 5, botDelayMs: 0, gameOptions: { mountain: 'lanterns' } };
    const ann = await joined(() => client(first).create('table', { table, name: 'Ann', color: 'purple' }));
    const id = ann.room.roomId;
    const bob = await joined(() => client(first).joinById(id, { name: 'Bob', color: 'green' }));
    ann.room.send('addBots', { count: 3 });
    await waitFor('three bots seated', () => json(ann.room).seats?.[4]?.kind === 'bot');
    const spec = await joined(() => client(first).joinById(id, { spectator: true }));
    ann.room.send('start', {});
    await waitFor('the game', () => json(spec.room).game, 10_000);
    const keys = [ann.welcome.seatKey!, bob.welcome.seatKey!];
    expect(keys.every(Boolean)).toBe(true);
    const players = [new AutoPlayer(ann.room, 0, 11, dwarfSubject), new AutoPlayer(bob.room, 1, 12, dwarfSubject)];
    // DWARF gives a seat many moves in a row and the bots play at once: past the server's message rate, a
    // refused action is chosen again a moment later, as a person would click again.
    const retryWhenRateLimited = (room: Room, player: AutoPlayer) =>
      room.onMessage('error', (m: { code?: string }) => {
        if (m.code === 'rate_limited') setTimeout(() => player.retry(), 250);
      });
    retryWhenRateLimited(ann.room, players[0]!);
    retryWhenRateLimited(bob.room, players[1]!);
    await waitFor('the game well under way', () => versionOf(spec.room) >= 15, 30_000);
    expect((await first.kill('SIGKILL')).signal).toBe('SIGKILL');
    const seenBeforeKill = versionOf(spec.room);
    expect(json(spec.room).status).toBe('playing');

    const second = await start(env);
    expect(second.output()).toContain('Restored 1 unfinished table');
    const listed = (await tables(second.http)).find((x) => x.id === id);
    expect(listed).toMatchObject({ game: 'dwarf', status: 'playing' });
    const back = {
      ann: await joined(() => client(second).joinById(id, { seatKey: keys[0] })),
      bob: await joined(() => client(second).joinById(id, { seatKey: keys[1] })),
      spec: await joined(() => client(second).joinById(id, { spectator: true })),
    };
    expect(back.ann.welcome).toMatchObject({ role: 'player', seat: 0 });
    expect(back.bob.welcome).toMatchObject({ role: 'player', seat: 1 });
    await waitFor('the spectator view back', () => versionOf(back.spec.room) >= seenBeforeKill, 10_000);
    players[0]!.follow(back.ann.room);
    players[1]!.follow(back.bob.room);
    retryWhenRateLimited(back.ann.room, players[0]!);
    retryWhenRateLimited(back.bob.room, players[1]!);
    await waitFor('the game to end', () => json(back.spec.room).status === 'ended', 40_000);
    await waitFor('every client at the end', () =>
      [back.ann.room, back.bob.room].every((r) => {
        const v = viewOf(r, 0);
        return v !== null && module.viewVersion(v) === versionOf(back.spec.room);
      }),
    );

    // The history API: the game listed, then in full; its log replays to what the clients saw.
    const page = (await (await fetch(`${second.http}/api/games`)).json()) as GamesPage;
    const summary = page.games.find((g) => g.id === id);
    expect(summary).toMatchObject({ game: 'dwarf', tableName: 'Five dwarves' });
    expect(summary!.players.map((p) => p.kind)).toEqual(['human', 'human', 'bot', 'bot', 'bot']);
    expect(summary!.players.map((p) => p.color)).toContain('purple');
    const res = await fetch(`${second.http}/api/games/${id}`);
    expect(res.status).toBe(200);
    const replayed = (await res.json()) as GameReplay<GameConfig>;
    expect(replayed.game).toBe('dwarf');
    const log = replayed.log;
    expect(log.length).toBe(versionOf(back.spec.room)); // every action, once
    expect(new Set(log.map((a) => a.seat))).toEqual(new Set([0, 1, 2, 3, 4]));
    const final = module.replay(replayed.config, log) as GameState;
    const outcome = module.outcome(final);
    expect(outcome).not.toBeNull();
    expect(summary!.winners).toEqual(outcome!.kind === 'winners' ? outcome!.seats : []);
    expect(summary!.actions).toBe(log.length);
    expect(viewOf(back.spec.room, 'spectator')).toEqual(module.viewFor(final, 'spectator'));
    expect(viewOf(back.ann.room, 0)).toEqual(module.viewFor(final, 0));
    expect(viewOf(back.bob.room, 1)).toEqual(module.viewFor(final, 1));
    expect(final.mines.length).toBe(2);
    expect((await second.kill('SIGTERM')).code).toBe(0);
  });
});
