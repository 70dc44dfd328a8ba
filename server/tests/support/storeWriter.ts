/**
 * A child process for the store's kill test: opens the store given as JSON (argv[2]) and writes the
 * recorded game in the JSON file argv[3] as table after table (w0, w1, ...) until it is killed,
 * printing "<tableId> <version>" once each append has resolved (what the server would then send).
 */
import { readFileSync } from 'node:fs';
import { openStore, type StoreConfig } from '../../store/openStore.js';
import type { RecordedGame } from './storedGames.js';

const config = JSON.parse(process.argv[2]!) as StoreConfig;
const game = JSON.parse(readFileSync(process.argv[3]!, 'utf8')) as RecordedGame;
const store = await openStore(config);
for (let t = 0; ; t++) {
  const id = `w${t}`;
  await store.createTable({ ...game.table, id });
  await store.saveSeats(id, game.seats);
  await store.startGame(id, game.start);
  for (const a of game.actions) {
    await store.appendAction(id, a, a.version === game.actions.length ? game.result : undefined);
    process.stdout.write(`${id} ${a.version}\n`);
  }
}
