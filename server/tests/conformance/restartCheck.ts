/**
 * RESTART (the conformance kit's, for any game): a table whose seats are all clients (the game's bot on
 * each one's own view) plays up to a version mid-game and waits there; the server dies, leaving its
 * store as it was at that instant (a copy of the store in memory: what a killed process leaves on
 * disk); a new server starts on that copy. The restored game's canonical state (`module.canonical`)
 * equals the one the dead server held, and a seat coming back with its seat key and a spectator see
 * exactly their views of it. (Real processes killed with SIGKILL, on SQLite and PostgreSQL, and a crash
 * between a write and its send: server/tests/restart.test.ts.)
 */
import type { Room } from 'colyseus.js';
import { expect, vi } from 'vitest';
import type { SeatIndex } from '../../../shared/platform/gameModule.js';
import type { WelcomeMessage } from '../../../shared/protocol/protocol.js';
import { bootServer, Inbox, json, seedFromTableName, serverRoom, waitFor, type TestServer } from '../helpers.js';
import { MemoryStore } from '../support/memoryStore.js';
import type { ServerSubject } from './serverSubject.js';

export interface RestartGame {
  seats: number;
  /** The table is named `... #seed`: the test server seeds it with that number. */
  seed: number;
  /** The version the game waits at when the server dies. */
  killAt: number;
}

const serverConfig = (store: MemoryStore) => ({ store, graceSeconds: 600, tableSeed: seedFromTableName });

/** Plays `seat` with the game's bot on its own view, up to version `until` (then the game waits on it or another seat). */
function playUntil(room: Room, seat: SeatIndex, subject: ServerSubject, until: number): void {
  const { module, wire } = subject;
  let rng = 777 + seat;
  let acted = -1;
  room.onStateChange(() => {
    const view = wire.view(json(room), seat);
    if (view === null) return;
    const version = module.viewVersion(view);
    if (version >= until || version === acted) return;
    const pick = module.botOnView(view, seat, rng);
    if (!pick) return;
    acted = version;
    rng = pick.rng;
    room.send('action', { version, action: pick.action });
  });
}

/** A joined room, its inbox and its welcome. */
async function joined(connect: () => Promise<Room>) {
  const room = await connect();
  const inbox = new Inbox(room);
  room.send('hello', {});
  const welcome = await inbox.next<WelcomeMessage>('welcome', 10_000, 0);
  return { room, welcome };
}

/** The server starts again on the store a dead one left, its restore log lines kept out of the test output. */
async function bootQuietly(store: MemoryStore): Promise<TestServer> {
  const logs = vi.spyOn(console, 'log').mockImplementation(() => {});
  try {
    return await bootServer(serverConfig(store));
  } finally {
    logs.mockRestore();
  }
}

export async function restartRecovers(subject: ServerSubject, game: RestartGame): Promise<{ version: number }> {
  const { module, wire } = subject;
  const store = new MemoryStore();
  let server: TestServer | null = await bootServer(serverConfig(store));
  try {
    const table = { game: module.id, name: `Restart #${game.seed}`, seats: game.seats, botDelayMs: 0, turnSeconds: 0 };
    const first = await joined(() => server!.client().create('table', { table, name: 'P0' }));
    const id = first.room.roomId;
    const seated = [first];
    for (let s = 1; s < game.seats; s++) seated.push(await joined(() => server!.client().joinById(id, { name: `P${s}` })));
    seated.forEach((c, s) => expect(c.welcome).toMatchObject({ role: 'player', seat: s }));
    seated.forEach((c, s) => playUntil(c.room, s, subject, game.killAt));
    first.room.send('start', {});
    const written = () => store.tables.get(id)?.log.length ?? 0;
    const held = () => serverRoom(id).gameRecord();
    await waitFor(
      `version ${game.killAt} written`,
      () => written() === game.killAt && held() && module.version(held()!.state) === game.killAt,
      30_000,
      5,
    );
    expect(module.outcome(held()!.state)).toBeNull(); // mid-game

    // The instant of the kill: the store as it is, and the game the server holds.
    const left = new MemoryStore();
    for (const [key, t] of store.tables) left.tables.set(key, structuredClone(t));
    const before = module.canonical(held()!.state);
    await server.close();
    server = null;

    server = await bootQuietly(left);
    await waitFor('the table restored', () => serverRoom(id)?.gameRecord(), 10_000);
    const restored = serverRoom(id).gameRecord()!.state;
    expect(module.canonical(restored)).toBe(before);

    // Its players and its spectators see the restored game as it was.
    const back = await joined(() => server!.client().joinById(id, { seatKey: first.welcome.seatKey }));
    expect(back.welcome).toMatchObject({ role: 'player', seat: 0 });
    const spectator = await joined(() => server!.client().joinById(id, { spectator: true }));
    await waitFor('their views', () => wire.view(json(back.room), 0) && wire.view(json(spectator.room), 'spectator'));
    expect(wire.view(json(back.room), 0)).toEqual(module.viewFor(restored, 0));
    expect(wire.view(json(spectator.room), 'spectator')).toEqual(module.viewFor(restored, 'spectator'));
    await back.room.leave();
    await spectator.room.leave();
    return { version: module.version(restored) };
  } finally {
    await server?.close();
  }
}
