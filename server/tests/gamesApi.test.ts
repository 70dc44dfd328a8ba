/**
 * The history API through the real HTTP server, over a real SQLite store filled through the
 * GameStore API with real games (played by the engine, recorded as the server records them).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay, type Action, type GameConfig } from '../../shared/games/emberforge/index.js';
import type { GameReplay, GameSummaryAnswer, GamesPage } from '../../shared/protocol/gamesApi.js';
import { stillPlayingMessage } from '../api/gamesApi.js';
import type { GameStore } from '../store/gameStore.js';
import { openStore } from '../store/openStore.js';
import { bootServer, type TestServer } from './helpers.js';
import { recordedGame, type RecordedGame } from './support/storedGames.js';

async function put(s: GameStore, g: RecordedGame, upTo = g.actions.length): Promise<void> {
  await s.createTable(g.table);
  await s.saveSeats(g.table.id, g.seats);
  await s.startGame(g.table.id, g.start);
  for (const a of g.actions.slice(0, upTo)) await s.appendAction(g.table.id, a, a.version === g.actions.length ? g.result : undefined);
}

async function get<T>(server: TestServer, path: string): Promise<{ status: number; body: T; text: string }> {
  const res = await fetch(`${server.http}${path}`);
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as T, text };
}

describe('GET /api/games', () => {
  const dir = mkdtempSync(join(tmpdir(), 'emberforge-games-'));
  let store: GameStore;
  let server: TestServer;
  // Five finished games (ended in the order 1..5), one still being played, one closed before its end.
  const finished = [1, 2, 3, 4, 5].map((n) => recordedGame(n, { players: n % 2 ? 2 : 3 }));
  const playing = recordedGame(6, { id: 'live6' });
  const closed = recordedGame(7, { id: 'gone7' });

  beforeAll(async () => {
    store = await openStore({ dataDir: join(dir, 'data') });
    for (const g of finished) await put(store, g);
    // Stopped on the human seat's turn (seat 0): a server that brings tables back waits for that player.
    let upTo = 20;
    while (replay(playing.start.config, playing.actions.slice(0, upTo)).activeSeat !== 0) upTo++;
    await put(store, playing, upTo);
    await put(store, closed, 5);
    await store.closeTable(closed.table.id, 'closed');
    // retentionDays 0: these games ended in 2023 (storedGames.ts); the closed one would be pruned at the start (retention.test.ts).
    server = await bootServer({ store, retentionDays: 0 });
  });
  afterAll(async () => {
    await server?.close();
    await store?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const endedAt = (g: RecordedGame) => g.actions.at(-1)!.at;

  it('lists the finished games newest first, with players, winners, victory, rounds and actions; never a seed', async () => {
    const { status, body, text } = await get<GamesPage>(server, '/api/games');
    expect(status).toBe(200);
    expect(body.games.map((g) => g.id)).toEqual(['table5', 'table4', 'table3', 'table2', 'table1']);
    expect(body.next).toBeUndefined();
    const g3 = finished[2]!;
    expect(body.games[2]).toEqual({
      id: 'table3',
      game: 'emberforge',
      tableName: g3.table.name,
      players: g3.seats.map((s) => ({ name: s.name, color: s.color, kind: s.kind })),
      winners: g3.result.winners,
      victory: g3.result.victory,
      rounds: g3.result.rounds,
      actions: g3.actions.length,
      startedAt: g3.start.startedAt,
      endedAt: endedAt(g3),
      caster: null,
    });
    for (const g of finished) {
      expect(text).not.toContain(String(g.start.config.seed));
      expect(text).not.toContain(g.seats[0]!.seatKeyHash!);
    }
  });

  it('pages with limit and before; next is the before of the following page', async () => {
    const seen: string[] = [];
    let path = '/api/games?limit=2';
    for (let i = 0; i < 5; i++) {
      const { status, body } = await get<GamesPage>(server, path);
      expect(status).toBe(200);
      expect(body.games.length).toBeLessThanOrEqual(2);
      seen.push(...body.games.map((g) => g.id));
      if (body.next === undefined) break;
      expect(body.next).toBe(body.games.at(-1)!.endedAt);
      path = `/api/games?limit=2&before=${body.next}`;
    }
    expect(seen).toEqual(['table5', 'table4', 'table3', 'table2', 'table1']);
    const before = await get<GamesPage>(server, `/api/games?before=${endedAt(finished[2]!)}`);
    expect(before.body.games.map((g) => g.id)).toEqual(['table2', 'table1']);
  });

  it('never skips nor repeats games that ended in the same millisecond, a page boundary between them', async () => {
    const tied = ['tieA', 'tieB', 'tieC'].map((id, i) => recordedGame(20 + i, { id, endedAt: 1_650_000_000_000 }));
    for (const g of tied) await put(store, g);
    const seen: string[] = [];
    let path = '/api/games?limit=1';
    for (let i = 0; i < 20; i++) {
      const { status, body } = await get<GamesPage>(server, path);
      expect(status).toBe(200);
      seen.push(...body.games.map((g) => g.id));
      if (body.next === undefined) break;
      expect([body.next, body.nextId]).toEqual([body.games.at(-1)!.endedAt, body.games.at(-1)!.id]);
      path = `/api/games?limit=1&before=${body.next}&beforeId=${body.nextId}`;
    }
    // The tied games last (the oldest), by id descending, each once.
    expect(seen).toEqual(['table5', 'table4', 'table3', 'table2', 'table1', 'tieC', 'tieB', 'tieA']);
    // Paging by time alone would lose tieB and tieA after tieC: with the id it does not.
    const afterC = await get<GamesPage>(server, `/api/games?before=1650000000000&beforeId=tieC`);
    expect(afterC.body.games.map((g) => g.id)).toEqual(['tieB', 'tieA']);
    for (const g of tied) await store.closeTable(g.table.id, 'closed'); // out of the other tests' listings
  });

  it('answers bad paging with 400 and a message saying what is wrong', async () => {
    const cases: [string, RegExp][] = [
      ['limit=0', /limit must be between 1 and 100/],
      ['limit=101', /limit must be between 1 and 100/],
      ['limit=ten', /limit must be a whole number/],
      ['limit=2.5', /limit must be a whole number/],
      ['before=-5', /before .* must be a whole number/],
      ['limit=1&limit=2', /limit may be given only once/],
      ['beforeId=table3', /beforeId needs before/],
      ['before=5&beforeId=a%20b', /beforeId must be a game id/],
    ];
    for (const [q, message] of cases) {
      const { status, body } = await get<{ error: string }>(server, `/api/games?${q}`);
      expect(status, q).toBe(400);
      expect(body.error, q).toMatch(message);
    }
  });

  it('gives a finished game in full: config with its seed, the log, the result; it replays to that result', async () => {
    const g = finished[3]!;
    const { status, body } = await get<GameReplay<GameConfig, Action>>(server, `/api/games/${g.table.id}`);
    expect(status).toBe(200);
    expect(body.game).toBe('emberforge');
    expect(body.summary?.game).toBe('emberforge');
    expect(body.config).toEqual(g.start.config);
    expect(body.log).toEqual(g.actions.map(({ seat, action, at }) => ({ seat, action, at })));
    expect(body.result).toEqual(g.result);
    const final = replay(body.config, body.log);
    expect(final.winner).toEqual({ seats: g.result.winners, reason: g.result.victory });
    expect(final.round).toBe(g.result.rounds);
  });

  it('never replays a game still being played: 404 naming its table, no seed, no log', async () => {
    const { status, body, text } = await get<{ error: string }>(server, `/api/games/${playing.table.id}`);
    expect(status).toBe(404);
    expect(body).toEqual({ error: stillPlayingMessage('live6'), reason: 'playing' });
    expect(body.error).toBe('This game is still being played: watch it at /table/live6; its replay opens when it ends.');
    expect(text).not.toContain(String(playing.start.config.seed));
    expect(text).not.toContain('"log"');
  });

  it('answers 404 for a table closed before its end and for an unknown id, 400 for a malformed id', async () => {
    const gone = await get<{ error: string }>(server, `/api/games/${closed.table.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error).toMatch(/closed before the game ended/);
    expect(gone.body).toMatchObject({ reason: 'closed' });
    expect(gone.text).not.toContain(String(closed.start.config.seed));
    const unknown = await get<{ error: string }>(server, '/api/games/nosuchgame');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatch(/no game with this id/);
    expect(unknown.body).toMatchObject({ reason: 'unknown' });
    const bad = await get<{ error: string }>(server, `/api/games/${encodeURIComponent('a b<')}`);
    expect(bad.status).toBe(400);
  });

  it("gives an invite link's page a finished game's summary, and null (still 200) for any game without a replay", async () => {
    const g = finished[1]!;
    const done = await get<GameSummaryAnswer>(server, `/api/games/${g.table.id}/summary`);
    expect(done.status).toBe(200);
    const listed = (await get<GamesPage>(server, '/api/games?limit=100')).body.games.find((x) => x.id === g.table.id);
    expect(done.body).toEqual({ summary: listed });
    expect(done.text).not.toContain(String(g.start.config.seed));
    expect(done.text).not.toContain('"log"');
    for (const id of [playing.table.id, closed.table.id, 'nosuchgame']) {
      const none = await get<GameSummaryAnswer>(server, `/api/games/${id}/summary`);
      expect({ id, status: none.status, body: none.body }).toEqual({ id, status: 200, body: { summary: null } });
    }
    expect((await get<{ error: string }>(server, `/api/games/${encodeURIComponent('a b<')}/summary`)).status).toBe(400);
  });

  it("a delayed table's game (issue 12): neither listed nor served before endedAt + its delay; an old one is", async () => {
    // Ended just now, 900 s behind: its delayed viewers have not seen the end (its replay shows every hand).
    const fresh = recordedGame(8, { id: 'delayed8', t0: Date.now() - 10_000 });
    fresh.table.options = { ...fresh.table.options, broadcastDelaySeconds: 900, casterView: true };
    // Ended long ago, 900 s behind: released.
    const old = recordedGame(9, { id: 'delayed9', t0: Date.now() - 100_000_000 });
    old.table.options = { ...old.table.options, broadcastDelaySeconds: 900 };
    for (const g of [fresh, old]) await put(store, g);
    const ids = (await get<GamesPage>(server, '/api/games?limit=100')).body.games.map((g) => g.id);
    expect(ids).toContain('delayed9');
    expect(ids).not.toContain('delayed8');
    const hidden = await get<{ error: string }>(server, '/api/games/delayed8');
    expect(hidden.status).toBe(404);
    // The answer a game still being played gets: nothing tells that it has ended before the broadcast shows it.
    expect(hidden.body).toEqual({ error: stillPlayingMessage('delayed8'), reason: 'playing' });
    expect(hidden.text).not.toContain(String(fresh.start.config.seed));
    expect(hidden.text).not.toContain('"log"');
    expect((await get<GameSummaryAnswer>(server, '/api/games/delayed8/summary')).body).toEqual({ summary: null });
    expect((await get<GameReplay>(server, '/api/games/delayed9')).status).toBe(200);
    expect((await get<GameSummaryAnswer>(server, '/api/games/delayed9/summary')).body.summary?.id).toBe('delayed9');
  });
});

describe('GET /api/games without a store', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await bootServer({ store: null });
  });
  afterAll(() => server?.close());

  it('answers 503 with a clear message, for the list and for a game', async () => {
    for (const path of ['/api/games', '/api/games/abc']) {
      const { status, body } = await get<{ error: string }>(server, path);
      expect(status).toBe(503);
      expect(body.error).toMatch(/Game history is not available: this server runs without a game store/);
    }
  });
});
