/**
 * npx tsx scripts/bench/storeGrowth.ts [-- --games N]
 * What one table costs the store (issue 38, 6; docs/STORE.md, "Retention"): real bots-only games (the
 * server's own bots, 2, 3 and 4 seats, the default 30-round limit) written through the GameStore API as
 * the server writes them (table, seats, start, every action, the end), then measured on disk: SQLite's
 * pages per b-tree (dbstat) and PostgreSQL's relation sizes (a private server started as the tests
 * do; skipped where it cannot run). Prints per game: actions, the JSON of its actions, bytes stored
 * per table, and what the creation limit lets one address add in a day.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { botMove, botSeeds } from '../../shared/games/emberforge/bots/botMove.js';
import { createGame, PLAYER_COLORS, type GameConfig } from '../../shared/games/emberforge/index.js';
import { parseTableOptions } from '../../shared/protocol/tableOptions.js';
import { DEFAULT_CONFIG } from '../../server/config.js';
import { NO_BOT_COVER, type GameStore, type StoredAction } from '../../server/store/gameStore.js';
import { openStore, sqliteFile } from '../../server/store/openStore.js';
import { available, startPostgres } from '../../server/tests/support/postgres.js';
import { machineLine } from './benchStats.js';

const i = process.argv.indexOf('--games');
const GAMES = i > 0 ? Math.max(10, Number(process.argv[i + 1]) || 100) : 100;

interface Game {
  seats: number;
  config: GameConfig;
  log: StoredAction[];
  result: { winners: number[]; victory: NonNullable<ReturnType<typeof createGame>['winner']>['reason']; rounds: number };
}

/** A bots-only game as a server table plays it: the room's bots (botMove), seeded as the room seeds them. */
function botGame(n: number, seats: number): Game {
  const config: GameConfig = {
    players: PLAYER_COLORS.slice(0, seats).map((color, s) => ({ name: `Bot ${s + 1}`, color })),
    seed: createHash('sha256').update(`emberforge growth ${n}`).digest('hex'), // a 256-bit secret, as gameSecret.ts makes
  };
  let state = createGame(config);
  const rngs = botSeeds(n, seats);
  const log: StoredAction[] = [];
  const t0 = 1_800_000_000_000 + n * 10_000_000;
  while (!state.winner) {
    const seat = state.activeSeat;
    const move = botMove(state, seat, rngs[seat]!)!;
    rngs[seat] = move.rng;
    state = move.state;
    log.push({ version: state.version, seat, action: move.action, at: t0 + log.length * 300 });
  }
  return { seats, config, log, result: { winners: [...state.winner.seats], victory: state.winner.reason, rounds: state.round } };
}

async function write(store: GameStore, id: string, g: Game): Promise<void> {
  const options = parseTableOptions({ table: { seats: g.seats, tableName: `Bots ${id}` } });
  if (!options.ok) throw new Error(options.message);
  const createdAt = g.log[0]!.at - 10_000;
  await store.createTable({ id, name: options.value.name, options: options.value, createdAt });
  await store.saveSeats(
    id,
    g.config.players.map((p, seat) => ({ seat, kind: 'bot', name: p.name, color: p.color, seatKeyHash: null, ...NO_BOT_COVER })),
  );
  await store.startGame(id, { config: g.config, botSeed: 12345, startedAt: createdAt + 5_000 });
  for (const a of g.log) await store.appendAction(id, a, a.version === g.log.length ? g.result : undefined, false);
}

/** SQLite: bytes of each b-tree (table or index), from dbstat, after the WAL is checkpointed. */
function sqliteBytes(file: string): Record<string, number> {
  const db = new Database(file);
  try {
    db.pragma('wal_checkpoint(TRUNCATE)');
    const rows = db.prepare('SELECT name, SUM(pgsize) AS bytes FROM dbstat GROUP BY name').all() as { name: string; bytes: number }[];
    return Object.fromEntries(rows.map((r) => [r.name, r.bytes]));
  } finally {
    db.close();
  }
}

async function pgBytes(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('VACUUM ANALYZE');
    const { rows } = await client.query<{ name: string; bytes: string }>(
      `SELECT relname AS name, pg_total_relation_size(oid) AS bytes FROM pg_class WHERE relname IN ('tables', 'seats', 'actions')`,
    );
    return Object.fromEntries(rows.map((r) => [r.name, Number(r.bytes)]));
  } finally {
    await client.end();
  }
}

const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  console.log(machineLine());
  console.log(`${GAMES} bots-only games per seat count, written as the server writes them\n`);
  const pgServer = available() ? await startPostgres() : null;
  try {
    const perTable: Record<number, { sqlite: number; pg: number | null }> = {};
    for (const seats of [2, 3, 4]) {
      const games = Array.from({ length: GAMES }, (_, n) => botGame(seats * 1000 + n, seats));
      const actions = games.map((g) => g.log.length);
      const json = games.map((g) => g.log.reduce((b, a) => b + JSON.stringify(a.action).length, 0));
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

      const dir = mkdtempSync(join(tmpdir(), 'emberforge-growth-'));
      const file = sqliteFile(dir);
      let store = await openStore({ dataDir: dir });
      await store.close();
      const empty = sqliteBytes(file);
      store = await openStore({ dataDir: dir });
      for (const [n, g] of games.entries()) await write(store, `t${n}`, g);
      await store.close();
      const full = sqliteBytes(file);
      rmSync(dir, { recursive: true, force: true });
      const sqlitePer = (sum(full) - sum(empty)) / GAMES;
      const byTree = Object.keys(full)
        .filter((k) => full[k]! - (empty[k] ?? 0) > 0)
        .map((k) => `${k} ${kb((full[k]! - (empty[k] ?? 0)) / GAMES)}`)
        .join(', ');

      let pgPer: number | null = null;
      if (pgServer) {
        const url = await pgServer.newDatabase();
        const pgStore = await openStore({ dataDir: './unused', databaseUrl: url });
        const before = await pgBytes(url);
        for (const [n, g] of games.entries()) await write(pgStore, `t${n}`, g);
        await pgStore.close();
        pgPer = (sum(await pgBytes(url)) - sum(before)) / GAMES;
      }
      perTable[seats] = { sqlite: sqlitePer, pg: pgPer };
      console.log(
        `${seats} seats: ${mean(actions).toFixed(0)} actions (min ${Math.min(...actions)}, max ${Math.max(...actions)}), ` +
          `action JSON ${kb(mean(json))}; stored per table: SQLite ${kb(sqlitePer)} (${byTree})` +
          (pgPer === null ? '' : `, PostgreSQL ${kb(pgPer)}`),
      );
    }

    const { burst, perSecond } = DEFAULT_CONFIG.createLimit;
    const perDay = Math.round(burst + perSecond * 86_400);
    const worst = Math.max(...Object.values(perTable).map((t) => Math.max(t.sqlite, t.pg ?? 0)));
    console.log(
      `\nCreation limit: ${burst} at once, ${perSecond * 60} a minute: at most ${perDay} tables per address per day. ` +
        `Each a finished game of the largest kind measured (${kb(worst)}): ${(perDay * worst) / 1024 ** 2 < 1024 ? `${((perDay * worst) / 1024 ** 2).toFixed(0)} MB` : `${((perDay * worst) / 1024 ** 3).toFixed(1)} GB`} per address per day.`,
    );
  } finally {
    await pgServer?.stop();
  }
}

await main();
