/**
 * A delayed table outlives its game's end until its broadcast has shown the end (issue 12's delay,
 * issue 10's links): through real websockets and HTTP, with a 4 s delay and a 1 s empty-table countdown.
 * Everybody leaves the moment the game ends live; the table's row stays, as of the delay, in the lobby
 * list and behind its link, and a delayed viewer who follows the link after the countdown would have
 * closed it still gets in and sees the end. Once the end is shown and the viewer gone, the table closes.
 * The server runs on a manual clock: the test moves time in 100 ms steps (no real second is waited).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableAnswer } from '../../shared/protocol/protocol.js';
import { ManualClock } from '../../shared/host/manualClock.js';
import { bootServer, Inbox, json, tables, waitFor, type TestServer } from './helpers.js';

const DELAY_MS = 4000;
const EMPTY_TABLE_SECONDS = 1;
const STEP_MS = 100;
const clock = new ManualClock(Date.now(), setImmediate);

let server: TestServer;
beforeAll(async () => {
  server = await bootServer({ broadcastDelayMs: () => DELAY_MS, emptyTableSeconds: EMPTY_TABLE_SECONDS, clock });
});
afterAll(async () => {
  await server.close();
});

async function lookUp(id: string): Promise<TableAnswer['table']> {
  const res = await fetch(`${server.http}/api/tables/${id}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as TableAnswer).table;
}

describe('a delayed table after its end', () => {
  it('stays listed as of the delay and open to delayed viewers until the end is shown, then closes', async () => {
    const host = await server.client().create('table', {
      table: { seats: 2, botDelayMs: 0, tableName: 'Late forge', broadcastDelaySeconds: 60, liveSpectators: true },
      name: 'Ann',
    });
    new Inbox(host);
    const id = host.roomId;
    // A live spectator keeps the table while the bots play it out (a table nobody watches closes).
    const live = await server.client().joinById(id, { spectator: true });
    new Inbox(live);
    host.send('start', { fillBots: true });
    await waitFor('the game to start', () => json(live).status === 'playing');
    await host.leave(true); // for good: the bot plays Ann's seat
    await waitFor('the live end', () => json(live).status === 'ended', 60_000);
    await live.leave(true);
    const leftAt = clock.now();

    // Until the delayed broadcast shows the end: the row is there, as of the delay, in the list too.
    const seen: string[] = [];
    let late: Awaited<ReturnType<ReturnType<TestServer['client']>['joinById']>> | null = null;
    for (;;) {
      const row = await lookUp(id);
      seen.push(row?.status ?? 'gone');
      if (!row) break;
      if (row.status === 'ended') break;
      expect(['lobby', 'playing']).toContain(row.status); // as of the delay: the game may not even have started there
      expect((await tables(server.http)).some((t) => t.id === id)).toBe(true);
      // Past the moment the empty-table countdown alone would have closed the table: a viewer follows the link.
      if (!late && clock.now() - leftAt > EMPTY_TABLE_SECONDS * 1000 + 500) {
        late = await server.client().joinById(id, { spectator: true, delayed: true });
        new Inbox(late);
      }
      clock.advance(STEP_MS);
    }
    expect(seen.at(-1), `the row's statuses after everyone left: ${[...new Set(seen)].join(', ')}`).toBe('ended');
    expect(late, 'a delayed viewer joined after the countdown').not.toBeNull();
    // The end reaches the delayed viewer; the public list no longer shows the table (ended rows drop off).
    await waitFor('the end on the delayed connection', () => json(late!).status === 'ended', 10_000);
    expect((await tables(server.http)).some((t) => t.id === id)).toBe(false);
    await late!.leave(true);
    await waitFor(
      'the table closed once its end was shown and its viewer gone',
      async () => {
        clock.advance(STEP_MS); // the empty-table countdown runs on the clock
        return (await lookUp(id)) === null;
      },
      10_000,
    );
  }, 90_000);
});
