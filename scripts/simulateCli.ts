/**
 * npm run simulate -- [--game emberforge|dwarf] --games N --players P --seed S --bots heuristic|random|mix
 *   [--round-limit R] (Emberforge) [--automa LEVEL] [--mountain shuffled|lanterns] (DWARF) [--json]
 * Plays N bot games and prints the figures (see docs/BALANCE.md). Same arguments → same digest.
 * For simulation only: each game's ChaCha20 key is derived from S (shared/platform/random/secretRng.ts rngFromSeed),
 * so whoever knows S knows every deck. Real tables are keyed by a server secret instead.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { BotMix, SimResult } from '../shared/games/emberforge/sim/simulate.js';
import { simulate } from '../shared/games/emberforge/sim/simulate.js';
import { sha256Hasher } from './stateDigest.js';
import { simulateDwarf, type DwarfSimResult } from '../shared/games/dwarf/sim/simulate.js';
import { AUTOMA_LEVELS, MOUNTAIN_ORDERS, type AutomaLevel, type MountainOrder } from '../shared/games/dwarf/engine/constants.js';

interface CliArgs {
  game: 'emberforge' | 'dwarf';
  automa: AutomaLevel | undefined;
  mountain: MountainOrder | undefined;
  games: number;
  players: number;
  seed: number;
  bots: BotMix;
  roundLimit: number | undefined;
  json: boolean;
}

const USAGE =
  'usage: npm run simulate -- [--game emberforge|dwarf] --games N --players P --seed S --bots heuristic|random|mix\n' +
  '       [--round-limit R] (Emberforge) [--automa eldhusfifl|andvettr|andvettr-fadir] [--mountain shuffled|lanterns] (DWARF) [--json]\n' +
  '  N ≥ 1 games, P = 2..4 players (DWARF: 1..5, 1 = solo against the automa), S = a whole number 0..4294967295 (default 1), R ≥ 1 (default 30)\n' +
  "  (S derives every game's shuffle key: for simulation only, it hides nothing)";

export function parseArgs(argv: string[]): CliArgs {
  const args: CliArgs = {
    game: 'emberforge',
    automa: undefined,
    mountain: undefined,
    games: 100,
    players: 4,
    seed: 1,
    bots: 'heuristic',
    roundLimit: undefined,
    json: false,
  };
  let players: string | undefined;
  const whole = (flag: string, raw: string | undefined, min: number, max: number): number => {
    if (raw === undefined || !/^\d+$/.test(raw)) throw new Error(`${flag} needs a whole number, got ${raw ?? 'nothing'}`);
    const n = Number(raw);
    if (n < min || n > max) throw new Error(`${flag} must be between ${min} and ${max}, got ${n}`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    const value = argv[i + 1];
    switch (flag) {
      case '--games':
        args.games = whole(flag, value, 1, 10_000_000);
        i++;
        break;
      case '--players':
        players = value ?? '';
        i++;
        break;
      case '--game':
        if (value !== 'emberforge' && value !== 'dwarf') throw new Error(`--game must be emberforge or dwarf, got ${value ?? 'nothing'}`);
        args.game = value;
        i++;
        break;
      case '--automa':
        if (!(AUTOMA_LEVELS as readonly string[]).includes(value ?? ''))
          throw new Error(`--automa must be one of ${AUTOMA_LEVELS.join(', ')}`);
        args.automa = value as AutomaLevel;
        i++;
        break;
      case '--mountain':
        if (!(MOUNTAIN_ORDERS as readonly string[]).includes(value ?? ''))
          throw new Error(`--mountain must be one of ${MOUNTAIN_ORDERS.join(', ')}`);
        args.mountain = value as MountainOrder;
        i++;
        break;
      case '--seed':
        args.seed = whole(flag, value, 0, 4294967295);
        i++;
        break;
      case '--round-limit':
        args.roundLimit = whole(flag, value, 1, 1000);
        i++;
        break;
      case '--bots':
        if (value !== 'heuristic' && value !== 'random' && value !== 'mix') {
          throw new Error(`--bots must be heuristic, random or mix, got ${value ?? 'nothing'}`);
        }
        args.bots = value;
        i++;
        break;
      case '--json':
        args.json = true;
        break;
      default:
        throw new Error(`unknown argument: ${flag}`);
    }
  }
  // The seat range is the game's: read once the game is known, whatever the flags' order.
  const [min, max] = args.game === 'dwarf' ? [1, 5] : [2, 4];
  if (players !== undefined) args.players = whole('--players', players, min, max);
  else if (args.game === 'dwarf') args.players = 2;
  if (args.game === 'emberforge' && (args.automa !== undefined || args.mountain !== undefined))
    throw new Error('--automa and --mountain are DWARF options (add --game dwarf)');
  if (args.game === 'dwarf' && args.roundLimit !== undefined) throw new Error('--round-limit is an Emberforge option');
  return args;
}

function dwarfReport(r: DwarfSimResult, seconds: number, json: boolean): string {
  const summary = { ...r, gamesPerSecond: Math.round(r.games / seconds) };
  if (json) return JSON.stringify(summary, null, 2);
  const share = (n: number) => `${n} (${pct(n / r.games)})`;
  const table = (rec: Record<string, number>) =>
    Object.entries(rec)
      .filter(([, n]) => n > 0)
      .map(([k, n]) => `${k} ${share(n)}`)
      .join(', ');
  return [
    `games            ${r.games} DWARF (${r.players === 1 ? `solo against ${r.automa}` : `${r.players} players`}, bots ${r.bots}, seed ${r.seed})`,
    `gamesPerSecond   ${summary.gamesPerSecond}`,
    `rounds           median ${r.rounds.median}, p90 ${r.rounds.p90}, max ${r.rounds.max} (actions: median ${r.actions.median})`,
    `ended by         ${table(r.endedBy)}`,
    `decided by       ${table(r.decidedBy)}`,
    `winners led      ${table(r.categoryLedByWinners)}`,
    `win rate by seat ${r.winRateBySeat.map((w, s) => `seat ${s}: ${pct(w)}`).join(', ')}${r.players > 1 ? ` (fair ${pct(1 / r.players)})` : `, automa ${share(r.automaWins)}`}`,
    `win rate by bot  ${Object.entries(r.byBot)
      .map(([k, v]) => `${k}: ${pct(v.winRate)} of ${v.seats} seats`)
      .join(', ')}`,
    `digest           ${r.digest}`,
  ].join('\n');
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

function report(r: SimResult, seconds: number, json: boolean): string {
  const summary = {
    games: r.games,
    players: r.players,
    seed: r.seed,
    bots: r.bots,
    gamesPerSecond: Math.round(r.games / seconds),
    actionsPerGame: +(r.actions / r.games).toFixed(1),
    medianRounds: r.rounds.median,
    p90Rounds: r.rounds.p90,
    maxRounds: r.rounds.max,
    wins: r.wins,
    winShare: {
      forgeMastery: r.wins.forgeMastery / r.games,
      guildPrestige: r.wins.guildPrestige / r.games,
      roundLimit: r.wins.roundLimit / r.games,
    },
    winRateBySeat: r.winRateBySeat,
    winRateByBot: Object.fromEntries(Object.entries(r.byBot).map(([k, v]) => [k, v.winRate])),
    digest: r.digest,
  };
  if (json) return JSON.stringify(summary, null, 2);
  const lines = [
    `games            ${r.games} (${r.players} players, bots ${r.bots}, seed ${r.seed})`,
    `gamesPerSecond   ${summary.gamesPerSecond}`,
    `rounds           median ${r.rounds.median}, p90 ${r.rounds.p90}, max ${r.rounds.max}`,
    `wins             Forge Mastery ${r.wins.forgeMastery} (${pct(summary.winShare.forgeMastery)}), ` +
      `Guild Prestige ${r.wins.guildPrestige} (${pct(summary.winShare.guildPrestige)}), ` +
      `round limit ${r.wins.roundLimit} (${pct(summary.winShare.roundLimit)})`,
    `win rate by seat ${r.winRateBySeat.map((w, s) => `seat ${s}: ${pct(w)}`).join(', ')} (fair ${pct(1 / r.players)})`,
    `win rate by bot  ${Object.entries(r.byBot)
      .map(([k, v]) => `${k}: ${pct(v.winRate)} of ${v.seats} seats`)
      .join(', ')}`,
    `digest           ${r.digest}`,
  ];
  return lines.join('\n');
}

function main(): void {
  let args: CliArgs;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (e) {
    process.stderr.write(`simulate: ${(e as Error).message}\n${USAGE}\n`);
    process.exit(2);
  }
  const t0 = performance.now();
  if (args.game === 'dwarf') {
    const r = simulateDwarf({
      games: args.games,
      players: args.players,
      seed: args.seed,
      bots: args.bots,
      createHasher: sha256Hasher,
      ...(args.automa ? { automa: args.automa } : {}),
      ...(args.mountain ? { mountain: args.mountain } : {}),
    });
    process.stdout.write(dwarfReport(r, Math.max(1e-6, (performance.now() - t0) / 1000), args.json) + '\n');
    return;
  }
  const result = simulate({
    games: args.games,
    players: args.players,
    seed: args.seed,
    bots: args.bots,
    createHasher: sha256Hasher,
    ...(args.roundLimit !== undefined ? { roundLimit: args.roundLimit } : {}),
  });
  const seconds = Math.max(1e-6, (performance.now() - t0) / 1000);
  process.stdout.write(report(result, seconds, args.json) + '\n');
}

// Run only as a script (a test may import parseArgs).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
