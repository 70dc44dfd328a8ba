/**
 * npm run replay -- FILE
 * Replays a downloaded replay (JSON: { config, log: [{ seat, action, at }] }, as /replay/<id>'s
 * "Download JSON" or GET /api/games/:id give it) through the engine and prints the final state's
 * digest (the simulator's: SHA-256 of the state's JSON), the winner(s) and the victory. A file that
 * is not a replay, or whose log does not apply, gets one clear line on stderr and exit code 1.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { checkReplayFile } from '../shared/protocol/gamesApi.js';
import { emberforge } from '../shared/games/emberforge/module.js';
import { describeReplayFailure, replayLog } from '../shared/games/emberforge/sim/replayLog.js';
import { stateDigest } from './stateDigest.js';

const USAGE = 'usage: npm run replay -- FILE   (a replay JSON: { config, log: [{ seat, action, at }] })';

const VICTORY_NAMES = { forgeMastery: 'Forge Mastery', guildPrestige: 'Guild Prestige', roundLimit: 'round limit' } as const;

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
  const file = checkReplayFile(raw, emberforge); // a Dwarf Emberforge replay: its config and actions checked by its module's schemas
  if (!file.ok) return { code: 1, out: `replay: ${name} is not a replay file: ${file.message}` };
  const { config, log } = file.value;
  const r = replayLog(config, log);
  if (!r.ok) return { code: 1, out: `replay: ${name}: ${describeReplayFailure(r)}` };
  const s = r.state;
  const names = (seats: number[]) => seats.map((seat) => `${s.players[seat]!.name} (seat ${seat}, ${s.players[seat]!.color})`);
  const lines = [
    `actions          ${log.length} (version ${s.version})`,
    `rounds           ${s.round} of ${s.roundLimit}`,
    s.winner
      ? `winner           ${names(s.winner.seats).join(' and ')}`
      : `winner           none: the log stops before the end (round ${s.round}, ${s.phase})`,
    ...(s.winner ? [`victory          ${VICTORY_NAMES[s.winner.reason]} (${s.winner.reason})`] : []),
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
