/**
 * npm run replay -- FILE
 * Replays a downloaded replay (JSON: { game?, config, log: [{ seat, action, at }] }, as /replay/<id>'s
 * "Download JSON" or GET /api/games/:id give it) through its game's engine (the module of the file's
 * `game`, shared/platform/registry.ts; a file without one is Emberforge's) and prints the final state's
 * digest (the simulator's: SHA-256 of the state's JSON), the winner(s) and the victory. A file that is
 * not a replay, or whose log does not apply, gets one clear line on stderr and exit code 1.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { checkReplayFile } from '../shared/protocol/gamesApi.js';
import { gameIdOf } from '../shared/platform/gameCatalog.js';
import { gameModule } from '../shared/platform/registry.js';
import { stateDigest } from './stateDigest.js';

const USAGE = 'usage: npm run replay -- FILE   (a replay JSON: { game?, config, log: [{ seat, action, at }] })';

export interface ReplayReport {
  code: 0 | 1 | 2;
  out: string;
}

/** What the CLI prints for a file's text (`name` only labels the messages). */
export function replayReport(text: string, name: string): ReplayReport {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return { code: 1, out: `replay: ${name} is not JSON: ${(e as Error).message}` };
  }
  const envelope = checkReplayFile(raw); // the platform's envelope, naming its game
  if (!envelope.ok) return { code: 1, out: `replay: ${name} is not a replay file: ${envelope.message}` };
  const game = gameModule(gameIdOf(envelope.value as { game?: string }));
  const file = checkReplayFile(raw, game); // its config and actions checked by its game's schemas
  if (!file.ok) return { code: 1, out: `replay: ${name} is not a replay file: ${file.message}` };
  const { config, log } = file.value;
  const bad = game.configError(config);
  if (bad) return { code: 1, out: `replay: ${name}: The config cannot start a game: ${bad}` };
  let s: unknown = game.create(config);
  for (let i = 0; i < log.length; i++) {
    const { seat, action } = log[i]!;
    const r = game.apply(s, seat, action);
    const type = (action as { type?: unknown }).type;
    if (!r.ok) return { code: 1, out: `replay: ${name}: action ${i} (seat ${seat}, ${String(type)}) does not apply: ${r.error.message}` };
    s = r.state;
  }
  const players = config.players;
  const names = (seats: number[]) => seats.map((seat) => `${players[seat]!.name} (seat ${seat}, ${players[seat]!.color})`);
  const outcome = game.outcome(s);
  const winner = !outcome
    ? `none: the log stops before the end (round ${game.round(s)})`
    : outcome.kind === 'cooperative'
      ? `the table ${outcome.won ? 'won' : 'lost'} together`
      : outcome.seats.length > 0
        ? names(outcome.seats).join(' and ')
        : `no seat: the game's own player won (${outcome.reason})`;
  const lines = [
    `game             ${game.name} (${game.id})`,
    `actions          ${log.length} (version ${game.version(s)})`,
    `rounds           ${game.round(s)}`,
    `winner           ${winner}`,
    ...(outcome ? [`victory          ${outcome.reason}`] : []),
    `digest           ${stateDigest(s)}`,
  ];
  return { code: 0, out: lines.join('\n') };
}

function main(): void {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0]!.startsWith('-')) {
    process.stderr.write(`${USAGE}\n`);
    process.exit(2);
  }
  const file = args[0]!;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    process.stderr.write(`replay: cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}\n`);
    process.exit(1);
  }
  const r = replayReport(text, file);
  (r.code === 0 ? process.stdout : process.stderr).write(r.out + '\n');
  process.exit(r.code);
}

// Run only as a script (the test imports replayReport).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
