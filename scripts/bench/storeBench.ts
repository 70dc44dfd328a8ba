/**
 * npm run bench:store [-- --actions N --runs R]
 * What the store costs per accepted action: CPU µs (this process, user + system) and wall µs of
 * GameStore.appendAction, on SQLite with synchronous=NORMAL and FULL and on PostgreSQL (a private
 * server started like the tests do; skipped where it cannot run). The actions are a real game's,
 * played by the heuristic bots, written again and again as new tables. Medians of R runs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { heuristicBot } from '../../shared/games/emberforge/bots/heuristicBot.js';
import { applyAction } from '../../shared/games/emberforge/engine/applyAction.js';
import { PLAYER_COLORS } from '../../shared/games/emberforge/engine/constants.js';
import { createGame } from '../../shared/games/emberforge/engine/setup.js';
import type { GameConfig } from '../../shared/games/emberforge/engine/state.js';
import { viewFor } from '../../shared/games/emberforge/engine/viewFor.js';
import type { StoredAction } from '../../server/store/gameStore.js';
import { openStore, type StoreConfig } from '../../server/store/openStore.js';
import { available, startPostgres } from '../../server/tests/support/postgres.js';
import { cpuMicros, machineLine, spread } from './benchStats.js';

function arg(name: string, fallback: number, min: number): number {
  const i = process.argv.indexOf(name);
  return i > 0 ? Math.max(min, Number(process.argv[i + 1]) || fallback) : fallback;
}
const ACTIONS = arg('--actions', 3000, 100);
const RUNS = arg('--runs', 5, 1);

/** One real 4-player game: its config and its action log. */
function realGame(): { config: GameConfig; log: Omit<StoredAction, 'at'>[] } {
  const config: GameConfig = {
    players: PLAYER_COLORS.slice(0, 4).map((color, i) => ({ name: `Bot ${i + 1}`, color })),
    seed: 'a5'.repeat(32),
  };
  let state = createGame(config);
  const rngs = [11, 22, 33, 44];
  const log: Omit<StoredAction, 'at'>[] = [];
  while (!state.winner) {
    const seat = state.activeSeat;
    const chosen = heuristicBot(viewFor(state, seat), rngs[seat]!);
    rngs[seat] = chosen.rng;
    const r = applyAction(state, seat, chosen.action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    log.push({ version: state.version, seat, action: chosen.action });
  }
  return { config, log };
}

async function measure(
  config: StoreConfig,
  game: ReturnType<typeof realGame>,
  run: number,
): Promise<{ cpu: number; wall: number; describe: string }> {
  const store = await openStore(config);
  let written = 0;
  let cpu = 0;
  let wall = 0;
  for (let t = 0; written < ACTIONS; t++) {
    const id = `bench-${run}-${t}`;
    await store.createTable({
      id,
      name: id,
      options: {
        name: id,
        seatCount: 4,
        turnSeconds: 0,
        spectatorsAllowed: true,
        isPrivate: false,
        botDelayMs: 0,
        broadcastDelaySeconds: 0,
        casterView: false,
        casterName: null,
        game: 'emberforge',
        liveSpectators: true,
        botLevel: 'easy',
        gameOptions: { roundLimit: 20, startPlayer: 'first' },
      },
      createdAt: Date.now(),
    });
    await store.startGame(id, { config: game.config, botSeed: 1, startedAt: Date.now() });
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    for (const a of game.log.slice(0, ACTIONS - written)) await store.appendAction(id, { ...a, at: Date.now() });
    wall += performance.now() - t0;
    cpu += cpuMicros(c0);
    written += Math.min(game.log.length, ACTIONS - written);
  }
  const describe = store.describe;
  await store.close();
  return { cpu: cpu / written, wall: (wall * 1000) / written, describe };
}

async function bench(label: string, config: () => Promise<StoreConfig>, game: ReturnType<typeof realGame>): Promise<void> {
  const runs = [];
  for (let r = 0; r < RUNS; r++) runs.push(await measure(await config(), game, r));
  console.log(`${label}: ${runs[0]!.describe}`);
  console.log(
    `  CPU µs/action  ${spread(
      runs.map((r) => r.cpu),
      1,
    )}`,
  );
  console.log(
    `  wall µs/action ${spread(
      runs.map((r) => r.wall),
      1,
    )}`,
  );
}

const game = realGame();
console.log(`store bench: ${ACTIONS} appends per run (a real game of ${game.log.length} actions, repeated), ${machineLine()}`);
const dirs: string[] = [];
const sqliteDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'emberforge-bench-'));
  dirs.push(d);
  return d;
};
try {
  await bench('SQLite NORMAL', async () => ({ dataDir: sqliteDir(), sqliteSync: 'NORMAL' }), game);
  await bench('SQLite FULL', async () => ({ dataDir: sqliteDir(), sqliteSync: 'FULL' }), game);
  if (available()) {
    const pg = await startPostgres();
    try {
      await bench(
        "PostgreSQL (this process only; the server's own CPU is not counted)",
        async () => ({ dataDir: '', databaseUrl: await pg.newDatabase() }),
        game,
      );
    } finally {
      await pg.stop();
    }
  } else console.log('PostgreSQL: cannot run here, skipped');
} finally {
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
}
